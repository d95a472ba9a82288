import { Link } from '@/components/Link'
import { DarkModeToggle } from '@/components/DarkModeToggle'
import { LanguageSwitch } from '@/components/LanguageSwitch'
import { RouteTransition } from '@/components/RouteTransition'
import { SiteFooter } from '@/components/SiteFooter'
import { ThemeSwitch } from '@/components/ThemeSwitch'
import { useMessages } from '@/lib/i18n/use-messages'
import { useSite } from '@/components/theme/theme-context'
import { useExampleConfig } from '@/themes/example/config'
import type { LayoutBaseProps } from '@/lib/theme/types'
import { MenuBar } from '@/themes/example/components/MenuBar'
import { SideBar } from '@/themes/example/components/SideBar'
import { TitleBand } from '@/themes/example/components/TitleBand'
import { HOME_PATH } from '@/lib/routing/routes'

/** Title, menu bar, title band, content with a sidebar, footer. */
export function LayoutBase({ page, children }: LayoutBaseProps) {
  const site = useSite()
  const t = useMessages()
  const config = useExampleConfig()
  const post = page.layout === 'LayoutSlug' ? page.post : null
  const vertical = post !== null && config.EXAMPLE_ARTICLE_LAYOUT_VERTICAL
  const reverse = site.config.LAYOUT_SIDEBAR_REVERSE
  return (
    <div className="min-h-screen bg-white text-neutral-800 dark:bg-neutral-950 dark:text-neutral-200">
      <header className="mx-auto max-w-4xl px-4 py-8 text-center">
        <Link href={HOME_PATH} className="text-3xl font-bold tracking-tight">
          {site.site.title}
        </Link>
      </header>
      <MenuBar />
      <TitleBand post={post} />
      <div
        className={`mx-auto flex w-full max-w-6xl gap-8 px-4 py-8 ${vertical ? 'flex-col' : 'flex-col md:flex-row'} ${reverse && !vertical ? 'md:flex-row-reverse' : ''}`}
      >
        <main className={`min-w-0 flex-1 ${vertical ? 'max-w-5xl' : 'max-w-3xl'}`}>
          <RouteTransition>{children}</RouteTransition>
        </main>
        <SideBar page={page} className={vertical ? 'w-full' : 'w-full md:w-64 md:shrink-0'} />
      </div>
      <div className="border-t border-neutral-200 py-6 text-center text-sm text-muted dark:border-neutral-800">
        <div className="mb-2 flex items-center justify-center gap-3">
          <DarkModeToggle
            label={t.COMMON.TOGGLE_DARK_MODE}
            className="rounded-full p-2 hover:bg-neutral-100 dark:hover:bg-neutral-800"
          />
          <ThemeSwitch config={site.config} className="rounded px-2 py-1 hover:underline" />
          <LanguageSwitch />
        </div>
        <SiteFooter site={site} className="space-y-1" />
      </div>
    </div>
  )
}
