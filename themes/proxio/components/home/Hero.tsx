import { LandingHero } from '@/components/landing/LandingHero'
import type { LandingMedia } from '@/components/landing/types'
import { useSite } from '@/components/theme/theme-context'
import { frameSource } from '@/lib/landing/frame-source'
import { coverImages } from '@/lib/body/cover-images'
import { useProxioConfig } from '@/themes/proxio/config'

/**
 * The full-height hero: the headline, a line and two buttons in white over the banner picture
 * (the site's cover by default) under a dark veil, or over a framed https page.
 */
export function Hero() {
  const { site } = useSite()
  const config = useProxioConfig()
  const frame = frameSource(config.PROXIO_HERO_BANNER_IFRAME_URL)
  const picture = coverImages(config.PROXIO_HERO_BANNER_IMAGE.trim() || site.cover)?.full
  const media: LandingMedia | null = frame
    ? { kind: 'iframe', src: frame, title: config.PROXIO_HERO_TITLE_1 }
    : picture
      ? { kind: 'image', src: picture, alt: '' }
      : null
  return (
    <div data-proxio-section="hero" className="relative isolate bg-[#121212] text-white">
      <LandingHero
        title={config.PROXIO_HERO_TITLE_1}
        text={config.PROXIO_HERO_TITLE_2}
        buttons={[
          { text: config.PROXIO_HERO_BUTTON_1_TEXT, href: config.PROXIO_HERO_BUTTON_1_URL },
          {
            text: config.PROXIO_HERO_BUTTON_2_TEXT,
            href: config.PROXIO_HERO_BUTTON_2_URL,
            variant: 'secondary'
          }
        ]}
        media={media}
        classes={{
          root: 'static mx-auto flex min-h-[92vh] max-w-none flex-col items-center justify-center gap-12 px-5 pt-28 pb-20 md:pt-40',
          body: 'relative z-10 mx-auto max-w-4xl',
          title: 'text-4xl leading-tight font-extrabold tracking-tight md:text-6xl',
          text: 'mx-auto mt-6 max-w-2xl text-xl text-white/90',
          button:
            'inline-flex items-center justify-center rounded-full px-7 py-3 text-sm font-medium transition-colors motion-reduce:transition-none',
          primary:
            'bg-white text-[#121212] hover:bg-neutral-200 dark:bg-white dark:text-[#121212] dark:hover:bg-neutral-200',
          secondary:
            'border border-white bg-transparent text-white hover:bg-white/10 dark:bg-transparent dark:text-white dark:hover:bg-white/10',
          media: 'absolute inset-0 -z-10 after:absolute after:inset-0 after:bg-black/60',
          image: 'h-full w-full rounded-none object-cover',
          frame: 'h-full w-full rounded-none shadow-none'
        }}
      />
    </div>
  )
}
