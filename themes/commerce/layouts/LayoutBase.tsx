import { RouteTransition } from '@/components/RouteTransition'
import { cn } from '@/lib/style/cn'
import type { LayoutBaseProps } from '@/lib/theme/types'
import { useCommerceConfig } from '@/themes/commerce/config'
import { Banner } from '@/themes/commerce/components/Banner'
import { CategoryColumn } from '@/themes/commerce/components/CategoryColumn'
import { FloatStack } from '@/themes/commerce/components/FloatStack'
import { Footer } from '@/themes/commerce/components/Footer'
import { Header } from '@/themes/commerce/components/Header'
import { PostHero } from '@/themes/commerce/components/PostHero'

/**
 * A company's product site: the shrinking white header, the banner on home or the product's
 * band, the content (beside the product categories on list pages), the corporate footer.
 */
export function LayoutBase({ page, children }: LayoutBaseProps) {
  const config = useCommerceConfig()
  const post = page.layout === 'LayoutSlug' ? page.post : null
  const banner = page.layout === 'LayoutIndex' && config.COMMERCE_HOME_BANNER_ENABLE
  const categories = page.layout === 'LayoutPostList' || page.layout === 'LayoutSearch'
  return (
    <div className="flex min-h-screen flex-col bg-[#f5f5f5] text-neutral-800 dark:bg-neutral-950 dark:text-neutral-200">
      <Header />
      {banner && <Banner />}
      {post && <PostHero post={post} />}
      <div
        className={cn(
          'mx-auto flex w-full max-w-screen-xl flex-1 gap-6 px-3 py-8 md:px-5',
          post?.fullWidth && 'max-w-none'
        )}
      >
        {categories && <CategoryColumn className="hidden w-72 shrink-0 lg:block" />}
        <main className="isolate min-w-0 flex-1">
          <RouteTransition>{children}</RouteTransition>
        </main>
      </div>
      <Footer />
      <FloatStack post={post} />
    </div>
  )
}
