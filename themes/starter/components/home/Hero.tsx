import { LandingHero } from '@/components/landing/LandingHero'
import { LazyImage } from '@/components/landing/LazyImage'
import { configText } from '@/lib/landing/config-text'
import { resourceUrl } from '@/lib/body/resource-url'
import { useStarterConfig } from '@/themes/starter/config'

/**
 * The blue hero: title, text, a white and an outline button, and the product preview in a
 * browser frame rising out of the blue; the optional banner picture under it.
 */
export function Hero() {
  const config = useStarterConfig()
  const preview = resourceUrl(config.STARTER_HERO_PREVIEW_IMAGE)
  const banner = resourceUrl(config.STARTER_HERO_BANNER_IMAGE)
  return (
    <div
      id="home"
      data-starter-hero=""
      className="relative overflow-hidden bg-[#3758F9] text-white"
    >
      <LandingHero
        title={configText(config.STARTER_HERO_TITLE_1)}
        text={configText(config.STARTER_HERO_TITLE_2)}
        buttons={[
          { text: config.STARTER_HERO_BUTTON_1_TEXT, href: config.STARTER_HERO_BUTTON_1_URL },
          { text: config.STARTER_HERO_BUTTON_2_TEXT, href: config.STARTER_HERO_BUTTON_2_URL }
        ]}
        media={
          preview ? { kind: 'preview', src: preview, alt: '', width: 1200, height: 694 } : null
        }
        classes={{
          root: 'relative mx-auto grid max-w-6xl gap-12 px-4 pt-32 pb-0 md:pt-40 md:pb-0',
          title:
            'text-3xl leading-tight font-bold tracking-tight sm:text-4xl md:text-6xl lg:text-5xl',
          text: 'mx-auto mt-6 max-w-2xl text-base text-white/90 sm:text-lg',
          row: 'flex flex-wrap gap-4',
          button:
            'inline-flex items-center justify-center rounded-md px-7 py-3 text-base font-medium transition-colors motion-reduce:transition-none',
          primary: 'gap-2 bg-white text-[#111928] shadow-sm hover:bg-neutral-100',
          secondary:
            'bg-[#1B44C8] text-white hover:bg-[#1638a8] dark:bg-[#1B44C8] dark:text-white dark:hover:bg-[#1638a8]',
          media: 'relative mx-auto w-full max-w-4xl',
          preview: 'rounded-t-xl shadow-2xl'
        }}
      />
      {banner && (
        <LazyImage
          src={banner}
          width={1200}
          height={400}
          className="mx-auto block w-full max-w-4xl px-4"
        />
      )}
    </div>
  )
}
