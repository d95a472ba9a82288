import { useSite } from '@/components/theme/theme-context'
import type { PostSummary } from '@/lib/content/types'
import { cn } from '@/lib/style/cn'
import { useHeoConfig } from '@/themes/heo/config'
import { HeroBanner } from '@/themes/heo/components/HeroBanner'
import { NoticeBar } from '@/themes/heo/components/NoticeBar'
import { recommendedPosts } from '@/lib/content/recommended-posts'
import { RecommendGrid } from '@/themes/heo/components/RecommendGrid'

/**
 * The home page's top: the notice ticker, then the banner with its tiles beside the recommended
 * posts; the two halves scroll sideways on phones.
 */
export function Hero({ posts }: { posts: readonly PostSummary[] }) {
  const config = useHeoConfig()
  const site = useSite()
  const recommended = recommendedPosts(
    posts,
    site.latestPosts,
    config.HEO_HERO_RECOMMEND_POST_TAG,
    config.HEO_HERO_RECOMMEND_POST_SORT_BY_UPDATE_TIME
  )
  return (
    <div data-heo-hero="" className="mx-auto w-full max-w-[86rem] space-y-4 px-4 pt-4">
      <NoticeBar />
      <div
        className={cn(
          'flex snap-x snap-mandatory items-start gap-4 overflow-x-auto pb-2 [scrollbar-width:none] md:h-[22rem] md:snap-none md:items-stretch md:overflow-visible md:pb-0',
          config.HEO_HERO_REVERSE && 'flex-row-reverse'
        )}
      >
        <HeroBanner />
        <RecommendGrid posts={recommended} />
      </div>
    </div>
  )
}
