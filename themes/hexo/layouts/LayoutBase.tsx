import { RouteTransition } from '@/components/RouteTransition'
import { useSite } from '@/components/theme/theme-context'
import { cn } from '@/lib/style/cn'
import type { LayoutBaseProps } from '@/lib/theme/types'
import { useHexoConfig } from '@/themes/hexo/config'
import { accentStyle } from '@/themes/hexo/components/accent'
import { FloatStack } from '@/themes/hexo/components/FloatStack'
import { Footer } from '@/themes/hexo/components/Footer'
import { Header } from '@/themes/hexo/components/Header'
import { CONTENT_ID, Hero } from '@/themes/hexo/components/Hero'
import { PostHero } from '@/themes/hexo/components/PostHero'
import { SideBar } from '@/themes/hexo/components/SideBar'

/**
 * The classic Hexo blog (THEMES.md §4.7): a fixed nav, the full-screen hero on home or the
 * post's cover band, the content beside a right sidebar, the floating stack and the footer.
 */
export function LayoutBase({ page, children }: LayoutBaseProps) {
  const site = useSite()
  const config = useHexoConfig()
  const post = page.layout === 'LayoutSlug' ? page.post : null
  const hero = page.layout === 'LayoutIndex' && config.HEXO_HOME_BANNER_ENABLE
  const sidebar = !post?.fullWidth
  return (
    <div
      style={accentStyle(config.HEXO_THEME_COLOR)}
      className="flex min-h-screen flex-col bg-[#f5f5f5] text-neutral-800 dark:bg-black dark:text-neutral-200"
    >
      <Header overHero={hero || post !== null} />
      {hero && <Hero />}
      {post && <PostHero post={post} />}
      <div
        id={CONTENT_ID}
        className={cn(
          'mx-auto flex w-full max-w-6xl flex-1 scroll-mt-16 gap-6 px-3 pt-8 md:px-5',
          site.config.LAYOUT_SIDEBAR_REVERSE && 'flex-row-reverse'
        )}
      >
        <main className={cn('isolate min-w-0 flex-1', sidebar ? 'max-w-4xl' : 'max-w-none')}>
          <RouteTransition>{children}</RouteTransition>
        </main>
        {sidebar && (
          <SideBar toc={post ? post.toc : null} className="hidden w-80 shrink-0 lg:block" />
        )}
      </div>
      <Footer />
      <FloatStack post={post} />
    </div>
  )
}
