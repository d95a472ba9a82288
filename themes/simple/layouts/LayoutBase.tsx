import { RouteTransition } from '@/components/RouteTransition'
import { FloatingActions } from '@/components/widgets/FloatingActions'
import type { LayoutBaseProps } from '@/lib/theme/types'
import { Footer } from '@/themes/simple/components/Footer'
import { Masthead } from '@/themes/simple/components/Masthead'
import { NavBar } from '@/themes/simple/components/NavBar'
import { SideBar } from '@/themes/simple/components/SideBar'
import { TopBar } from '@/themes/simple/components/TopBar'

/**
 * A classic personal blog: tip bar, centred masthead, the nav bar, then the column at 90% of the
 * width with a right sidebar from xl, the footer and a back-to-top group.
 */
export function LayoutBase({ page, children }: LayoutBaseProps) {
  const post = page.layout === 'LayoutSlug' ? page.post : null
  const wide = post?.fullWidth ?? false
  return (
    <div className="flex min-h-screen flex-col bg-white text-neutral-800 dark:bg-neutral-900 dark:text-neutral-200">
      <TopBar />
      <Masthead />
      <NavBar />
      <div className="mx-auto flex w-[90%] flex-1 gap-8">
        <main className="min-w-0 flex-1 py-8">
          <RouteTransition>{children}</RouteTransition>
        </main>
        {!wide && <SideBar post={post} />}
      </div>
      <Footer />
      <FloatingActions post={post} />
    </div>
  )
}
