import { RouteTransition } from '@/components/RouteTransition'
import { FloatingActions } from '@/components/widgets/FloatingActions'
import type { LayoutBaseProps } from '@/lib/theme/types'
import { Footer } from '@/themes/nobelium/components/Footer'
import { Nav } from '@/themes/nobelium/components/Nav'

/**
 * The sticky nav, one narrow centred column with the route transition, the footer and a
 * back-to-top group: black on white, white on near-black (THEMES.md §4.15).
 */
export function LayoutBase({ page, children }: LayoutBaseProps) {
  const post = page.layout === 'LayoutSlug' ? page.post : null
  return (
    <div className="flex min-h-screen flex-col bg-white text-neutral-900 antialiased dark:bg-neutral-950 dark:text-neutral-100">
      <Nav postTitle={post?.title ?? null} />
      <main className="relative mx-auto w-full max-w-2xl flex-1 px-4 pt-6 md:pt-10">
        <RouteTransition>{children}</RouteTransition>
      </main>
      <Footer />
      <FloatingActions post={post} />
    </div>
  )
}
