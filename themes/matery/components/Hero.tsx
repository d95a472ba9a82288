import { FullScreenHero } from '@/components/hero/FullScreenHero'
import { useSite } from '@/components/theme/theme-context'
import { useMessages } from '@/lib/i18n/use-messages'
import { scrollBehavior } from '@/components/widgets/scroll-progress'
import { useMateryConfig } from '@/themes/matery/config'

/** Where "start reading" scrolls to: the content under the hero. */
export const CONTENT_ID = 'matery-content'

/** The home page's first screen: cover, title, typed greetings and the glass "start reading". */
export function Hero() {
  const site = useSite()
  const config = useMateryConfig()
  const t = useMessages()
  const start = () =>
    document.getElementById(CONTENT_ID)?.scrollIntoView({ behavior: scrollBehavior() })
  return (
    <FullScreenHero
      image={site.config.HOME_BANNER_IMAGE || site.site.cover}
      title={site.site.title}
      greetings={site.config.GREETING_WORDS}
      fixed={config.MATERY_HOME_NAV_BACKGROUND_IMG_FIXED}
      classes={{
        overlay: 'bg-linear-to-b from-indigo-950/40 to-black/40',
        title:
          'text-5xl font-bold tracking-wide [text-shadow:0_2px_10px_rgb(0_0_0/0.5)] md:text-6xl',
        greeting: '[text-shadow:0_1px_6px_rgb(0_0_0/0.6)]'
      }}
    >
      {config.MATERY_SHOW_START_READING && (
        <button
          type="button"
          data-start-reading=""
          onClick={start}
          className="mt-6 rounded-full border border-white/40 bg-white/15 px-8 py-3 font-semibold text-white shadow-lg backdrop-blur-md transition-colors hover:border-orange-500 hover:bg-orange-600 motion-reduce:transition-none"
        >
          {t.COMMON.START_READING}
        </button>
      )}
    </FullScreenHero>
  )
}
