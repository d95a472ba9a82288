import { AdSlot } from '@/components/integrations/AdSlot'
import { CollapsibleAside } from '@/components/aside/CollapsibleAside'
import { RouteTransition } from '@/components/RouteTransition'
import { SiteFooter } from '@/components/SiteFooter'
import { useSite } from '@/components/theme/theme-context'
import { ContactLinks } from '@/components/widgets/ContactLinks'
import { taxonomyIndexOf } from '@/lib/theme/layout-props'
import { cn } from '@/lib/style/cn'
import { showToc } from '@/lib/body/table-of-contents'
import type { LayoutBaseProps } from '@/lib/theme/types'
import { useFukasawaConfig } from '@/themes/fukasawa/config'
import { PhoneBar } from '@/themes/fukasawa/components/PhoneBar'
import { SideContent } from '@/themes/fukasawa/components/SideContent'
import { PAGE } from '@/themes/fukasawa/components/styles'
import { useFukasawaStrings } from '@/themes/fukasawa/strings'

const TOGGLE =
  'fixed top-3 left-3 z-40 hidden items-center gap-2 rounded-full bg-white px-3 py-1.5 text-xs font-medium text-neutral-800 shadow ring-1 ring-black/5 hover:bg-neutral-100 lg:inline-flex dark:bg-neutral-800 dark:text-neutral-100 dark:ring-white/10 dark:hover:bg-neutral-700'

/**
 * fukasawa: a white sidebar on the left that folds away, and the wall of cards on warm grey; on
 * phones a top bar with the title and a hamburger instead of the sidebar.
 */
export function LayoutBase({ page, children }: LayoutBaseProps) {
  const site = useSite()
  const config = useFukasawaConfig()
  const s = useFukasawaStrings()
  const post = page.layout === 'LayoutSlug' ? page.post : null
  const toc = post && showToc(post.toc) ? post.toc : null
  // A full-width post takes the whole page: the top bar stands in for the sidebar.
  const wide = post?.fullWidth ?? false
  return (
    <div className={`${PAGE} min-h-screen`}>
      <PhoneBar always={wide} />
      <div className="flex items-stretch">
        <CollapsibleAside
          id="fukasawa-sidebar"
          storageKey="fukasawa-sidebar"
          label={s.SIDEBAR}
          defaultCollapsed={config.FUKASAWA_SIDEBAR_COLLAPSE_SATUS_DEFAULT}
          collapseOnScroll={config.FUKASAWA_SIDEBAR_COLLAPSE_ON_SCROLL && !!post}
          collapseBelow={1366}
          toggle={config.FUKASAWA_SIDEBAR_COLLAPSE_BUTTON && !wide}
          className={cn('hidden w-80 bg-white lg:block dark:bg-neutral-900', wide && 'lg:hidden')}
          classes={{ toggle: TOGGLE, inner: 'h-full w-80 px-7 pt-16 pb-8' }}
        >
          <SideContent toc={toc} index={taxonomyIndexOf(page)} />
        </CollapsibleAside>
        <div className="min-w-0 flex-1 px-3 py-4 sm:px-5 lg:px-8 lg:pt-14 lg:pb-10">
          <main
            className={cn('mx-auto max-w-4xl 2xl:max-w-6xl', wide && 'max-w-none 2xl:max-w-none')}
          >
            <RouteTransition>{children}</RouteTransition>
          </main>
          <AdSlot config={site.config} kind="native" />
          <div
            className={cn('mt-10 space-y-3 text-center text-xs text-muted', !wide && 'lg:hidden')}
          >
            <ContactLinks classes={{ list: 'justify-center gap-2' }} />
            <SiteFooter site={site} className="space-y-1" />
          </div>
        </div>
      </div>
    </div>
  )
}
