import { RouteTransition } from '@/components/RouteTransition'
import type { LayoutBaseProps } from '@/lib/theme/types'
import { cn } from '@/lib/style/cn'
import { useMateryConfig } from '@/themes/matery/config'
import { FloatStack } from '@/themes/matery/components/FloatStack'
import { Footer } from '@/themes/matery/components/Footer'
import { Header } from '@/themes/matery/components/Header'
import { CONTENT_ID, Hero } from '@/themes/matery/components/Hero'
import { HomeNotice } from '@/themes/matery/components/HomeNotice'
import { PostHero } from '@/themes/matery/components/PostHero'

/**
 * The Material blog: a fixed nav, the full-screen hero on home or the post's cover band (the
 * article card pulled up over it), the content column, the floating group and the footer.
 */
export function LayoutBase({ page, children }: LayoutBaseProps) {
  const config = useMateryConfig()
  const post = page.layout === 'LayoutSlug' ? page.post : null
  const home = page.layout === 'LayoutIndex'
  const hero = home && config.MATERY_HOME_BANNER_ENABLE
  const postHero = post !== null && !post.fullWidth
  return (
    <div className="flex min-h-screen flex-col bg-neutral-100 text-neutral-800 dark:bg-slate-900 dark:text-neutral-200">
      <Header overHero={hero || postHero} />
      {hero && <Hero />}
      {postHero && <PostHero post={post} />}
      <div
        id={CONTENT_ID}
        className={cn(
          'mx-auto w-full max-w-6xl flex-1 scroll-mt-16 px-3 md:px-5',
          postHero ? 'relative z-10 -mt-32' : 'pt-10'
        )}
      >
        {home && <HomeNotice />}
        <main className="isolate min-w-0">
          <RouteTransition>{children}</RouteTransition>
        </main>
      </div>
      <Footer />
      <FloatStack post={post} />
    </div>
  )
}
