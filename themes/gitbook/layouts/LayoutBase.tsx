import { LanguageSwitch } from '@/components/LanguageSwitch'
import { RouteTransition } from '@/components/RouteTransition'
import { SiteFooter } from '@/components/SiteFooter'
import { ThemeSwitch } from '@/components/ThemeSwitch'
import type { PageProps } from '@/lib/theme/layout-props'
import { useSite } from '@/components/theme/theme-context'
import type { LayoutBaseProps } from '@/lib/theme/types'
import { NavTree } from '@/themes/gitbook/components/NavTree'
import { PhoneDrawers } from '@/themes/gitbook/components/PhoneDrawers'
import { RightRail } from '@/themes/gitbook/components/RightRail'
import { TopBar } from '@/themes/gitbook/components/TopBar'

const postOf = (page: PageProps) =>
  page.layout === 'LayoutSlug'
    ? page.post
    : page.layout === 'LayoutIndex'
      ? (page.indexPost?.post ?? null)
      : null

/**
 * A documentation site (THEMES.md §4.5): fixed top bar; the page tree left, the reading column,
 * the article's rail right; on phones a bottom bar opening the tree and contents as drawers.
 */
export function LayoutBase({ page, children }: LayoutBaseProps) {
  const site = useSite()
  const post = postOf(page)
  const footer = (
    <div className="space-y-2 text-xs text-neutral-500 dark:text-neutral-400">
      <div className="flex items-center gap-2">
        <ThemeSwitch config={site.config} className="rounded px-2 py-1 hover:underline" />
        <LanguageSwitch />
      </div>
      <SiteFooter site={site} className="space-y-1" />
    </div>
  )
  return (
    <div className="min-h-screen bg-white text-neutral-800 dark:bg-neutral-950 dark:text-neutral-200">
      <TopBar />
      <div className="flex pt-16">
        <aside className="sticky top-16 hidden h-[calc(100vh-4rem)] w-80 shrink-0 flex-col gap-6 overflow-y-auto border-r border-neutral-200 px-4 py-6 md:flex dark:border-neutral-800">
          <NavTree />
          <div className="mt-auto">{footer}</div>
        </aside>
        <div className="min-w-0 flex-1 px-5 pt-8 pb-24 md:px-10 md:pb-12">
          <main className="mx-auto max-w-3xl">
            <RouteTransition>{children}</RouteTransition>
          </main>
          <div className="mx-auto mt-12 max-w-3xl border-t border-neutral-200 pt-6 md:hidden dark:border-neutral-800">
            {footer}
          </div>
        </div>
        <RightRail post={post} />
      </div>
      <PhoneDrawers toc={post?.toc ?? []} />
    </div>
  )
}
