import { useRouter } from 'next/router'
import { useSite } from '@/components/theme/theme-context'
import { AdSlot } from '@/components/integrations/AdSlot'
import { RouteTransition } from '@/components/RouteTransition'
import { FloatingActions } from '@/components/widgets/FloatingActions'
import type { PageProps } from '@/lib/theme/layout-props'
import { showToc } from '@/lib/body/table-of-contents'
import type { LayoutBaseProps } from '@/lib/theme/types'
import { useNavConfig } from '@/themes/nav/config'
import { LinkFilterProvider } from '@/themes/nav/components/link-filter'
import { NavFooter, SideColumn } from '@/themes/nav/components/SideColumn'
import { TocButton } from '@/themes/nav/components/TocButton'
import { TopBar } from '@/themes/nav/components/TopBar'

/** The search page's words: its keyword, else the browser's `?s=` (known after hydration). */
function searchWords(page: PageProps, s: unknown): string {
  if (page.layout !== 'LayoutSearch') return ''
  return page.keyword || (typeof s === 'string' ? s.trim() : '')
}

/**
 * A link directory (THEMES.md §4.13): a grey canvas, on desktop the left column (logo, menu
 * panel, footer), the translucent top bar with the links' live filter over the content.
 */
export function LayoutBase({ page, children }: LayoutBaseProps) {
  const { query } = useRouter()
  const { config } = useSite()
  const { NAV_WIDGET_TO_TOP } = useNavConfig()
  const directory = page.layout === 'LayoutIndex' || page.layout === 'LayoutSearch'
  const post = page.layout === 'LayoutSlug' ? page.post : null
  return (
    <LinkFilterProvider initial={searchWords(page, query.s)}>
      <div className="flex min-h-screen bg-[#fbfbfb] text-neutral-800 dark:bg-neutral-900 dark:text-neutral-200">
        <SideColumn />
        <div className="flex min-w-0 flex-1 flex-col">
          <TopBar directory={directory} />
          <div className="isolate flex-1 px-4 pt-6 pb-16 md:px-8">
            <main className="mx-auto max-w-[90rem]">
              <AdSlot config={config} kind="flow" />
              <RouteTransition>{children}</RouteTransition>
            </main>
          </div>
          <NavFooter className="border-t border-black/5 px-4 py-6 md:hidden dark:border-white/10" />
        </div>
        <FloatingActions post={post} top={NAV_WIDGET_TO_TOP} />
        {/* Beside the content's stacking context, so its drawer covers the top bar. */}
        {post && config.POST_TOC_ENABLE && showToc(post.toc) && <TocButton toc={post.toc} />}
      </div>
    </LinkFilterProvider>
  )
}
