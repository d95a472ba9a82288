import { RouteTransition } from '@/components/RouteTransition'
import { FloatingActions } from '@/components/widgets/FloatingActions'
import type { LayoutBaseProps } from '@/lib/theme/types'
import { useMediumConfig } from '@/themes/medium/config'
import { BottomBar } from '@/themes/medium/components/BottomBar'
import { Footer } from '@/themes/medium/components/Footer'
import { RightPanel } from '@/themes/medium/components/RightPanel'
import { TopBar } from '@/themes/medium/components/TopBar'

/**
 * A calm reading column under a thin top bar, the tabbed right panel on wide screens, the footer
 * with the dark toggle; on phones a bar stuck to the bottom.
 */
export function LayoutBase({ page, children }: LayoutBaseProps) {
  const config = useMediumConfig()
  const post = page.layout === 'LayoutSlug' ? page.post : null
  const toc = post?.toc ?? []
  return (
    <div className="flex min-h-screen flex-col bg-white text-neutral-900 antialiased dark:bg-neutral-950 dark:text-neutral-100">
      <TopBar />
      <div className="flex flex-1">
        <div className="flex min-w-0 flex-1 flex-col">
          <main className="mx-auto w-full max-w-5xl flex-1 px-5 pt-8 md:px-12 md:pt-12">
            <RouteTransition>{children}</RouteTransition>
          </main>
          <Footer />
        </div>
        <RightPanel toc={toc} />
      </div>
      <BottomBar toc={toc} />
      {config.MEDIUM_WIDGET_TO_TOP && (
        <FloatingActions post={post} classes={{ root: 'max-md:hidden' }} />
      )}
    </div>
  )
}
