import { FullScreenHero } from '@/components/hero/FullScreenHero'
import { Link } from '@/components/Link'
import { useSite } from '@/components/theme/theme-context'
import { useMessages } from '@/lib/i18n/use-messages'
import { categoryHref } from '@/lib/routing/routes'
import { useHexoConfig } from '@/themes/hexo/config'

/** Where the hero's arrow scrolls to: the content under it. */
export const CONTENT_ID = 'hexo-content'

const button =
  'rounded-lg border border-white/70 bg-black/20 px-4 py-1.5 text-sm text-white backdrop-blur-sm transition-colors hover:bg-(--hexo-accent) hover:text-neutral-950'

/** The home page's first screen: cover, site title, typed greetings, categories, arrow. */
export function Hero() {
  const site = useSite()
  const config = useHexoConfig()
  const t = useMessages()
  const image = site.config.HOME_BANNER_IMAGE || site.site.cover
  return (
    <FullScreenHero
      image={image}
      title={site.site.title}
      greetings={site.config.GREETING_WORDS}
      fixed={config.HEXO_HOME_NAV_BACKGROUND_IMG_FIXED}
      arrow={
        config.HEXO_SHOW_START_READING
          ? { label: t.COMMON.START_READING, targetId: CONTENT_ID }
          : null
      }
      classes={{
        title: 'text-4xl font-bold [text-shadow:0_2px_8px_rgb(0_0_0/0.5)] md:text-5xl',
        greeting: '[text-shadow:0_1px_6px_rgb(0_0_0/0.6)]'
      }}
    >
      {config.HEXO_HOME_NAV_BUTTONS && site.categories.length > 0 && (
        <ul data-part="buttons" className="mt-2 flex max-w-2xl flex-wrap justify-center gap-2">
          {site.categories.map((c) => (
            <li key={c.name}>
              <Link href={categoryHref(c.name)} className={button}>
                {c.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </FullScreenHero>
  )
}
