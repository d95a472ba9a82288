import { RouteTransition } from '@/components/RouteTransition'
import { lazyLayout } from '@/components/theme/lazy-layout'
import { useSite } from '@/components/theme/theme-context'
import { cn } from '@/lib/style/cn'
import type { LayoutBaseProps } from '@/lib/theme/types'
import { useHeoConfig } from '@/themes/heo/config'
import { FloatStack } from '@/themes/heo/components/FloatStack'
import { Footer } from '@/themes/heo/components/Footer'
import { Header } from '@/themes/heo/components/Header'
import { PostHero } from '@/themes/heo/components/PostHero'
import { SideBar } from '@/themes/heo/components/SideBar'

// The home's hero (its ticker, banner, skills and recommended posts) in a chunk of its own: no
// other page draws it.
const Hero = lazyLayout(() => import('@/themes/heo/components/Hero').then((m) => m.Hero))

/**
 * The Heo blog: the nav; the notice ticker and hero on home, or the post's wave banner; the
 * content (max 86rem) beside the sidebar (xl and up); the footer.
 */
export function LayoutBase({ page, children }: LayoutBaseProps) {
  const site = useSite()
  const config = useHeoConfig()
  const post = page.layout === 'LayoutSlug' ? page.post : null
  const home = page.layout === 'LayoutIndex' && page.page === 1
  const reverse = config.HEO_HERO_BODY_REVERSE || site.config.LAYOUT_SIDEBAR_REVERSE
  return (
    <div className="flex min-h-screen flex-col bg-[#f7f9fe] text-neutral-800 dark:bg-[#18171d] dark:text-neutral-200">
      <Header overHero={post !== null} />
      {home && <Hero posts={page.posts} />}
      {post && <PostHero post={post} />}
      <div
        className={cn(
          'mx-auto flex w-full max-w-[86rem] flex-1 gap-4 px-4 pt-4',
          reverse && 'flex-row-reverse'
        )}
      >
        <main className="isolate min-w-0 flex-1">
          <RouteTransition>{children}</RouteTransition>
        </main>
        {!post?.fullWidth && (
          <SideBar toc={post ? post.toc : null} className="hidden w-72 shrink-0 xl:block" />
        )}
      </div>
      <Footer />
      <FloatStack post={post} />
    </div>
  )
}
