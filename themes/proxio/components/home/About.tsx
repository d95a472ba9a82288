import { AboutSection } from '@/components/landing/AboutSection'
import { cn } from '@/lib/style/cn'
import { useProxioConfig } from '@/themes/proxio/config'
import { BAND, BUTTON, CONTAINER, EYEBROW } from '@/themes/proxio/components/styles'

/** The photo beside the about text, four stats and a button. */
export function About() {
  const config = useProxioConfig()
  const stats = [
    { key: config.PROXIO_ABOUT_KEY_1, value: config.PROXIO_ABOUT_VAL_1 },
    { key: config.PROXIO_ABOUT_KEY_2, value: config.PROXIO_ABOUT_VAL_2 },
    { key: config.PROXIO_ABOUT_KEY_3, value: config.PROXIO_ABOUT_VAL_3 },
    { key: config.PROXIO_ABOUT_KEY_4, value: config.PROXIO_ABOUT_VAL_4 }
  ]
  return (
    <div data-proxio-section="about" className={cn(BAND, 'py-20 md:py-24')}>
      <div className={CONTAINER}>
        {config.PROXIO_ABOUT_TITLE.trim() && (
          <p className={cn(EYEBROW, 'mb-3 lg:ml-[calc(50%+1.5rem)]')}>
            {config.PROXIO_ABOUT_TITLE}
          </p>
        )}
        <AboutSection
          title={config.PROXIO_ABOUT_TEXT_1}
          text={config.PROXIO_ABOUT_TEXT_2}
          images={[config.PROXIO_ABOUT_PHOTO_URL]}
          stats={stats}
          button={{ text: config.PROXIO_ABOUT_BUTTON_TEXT, href: config.PROXIO_ABOUT_BUTTON_URL }}
          classes={{
            title: 'text-3xl tracking-tight md:text-4xl',
            text: 'text-muted text-lg leading-relaxed',
            stats: 'border-t border-black/10 pt-8 dark:border-white/10',
            statKey: 'text-muted',
            statValue: 'text-4xl',
            button: BUTTON,
            media: 'sm:grid-cols-1 lg:order-first',
            image: 'aspect-[4/5] rounded-2xl'
          }}
        />
      </div>
    </div>
  )
}
