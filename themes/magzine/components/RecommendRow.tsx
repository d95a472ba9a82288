import { useSite } from '@/components/theme/theme-context'
import { recommendedPosts } from '@/lib/content/recommended-posts'
import type { PostSummary } from '@/lib/content/types'
import { useMagzineConfig } from '@/themes/magzine/config'
import { Band } from '@/themes/magzine/components/Band'
import { Cards } from '@/themes/magzine/components/Cards'
import { useMagzineStrings } from '@/themes/magzine/strings'

/**
 * The recommended row: the posts tagged MAGZINE_RECOMMEND_POST_TAG among `posts`, else the
 * latest posts; newest edit first when asked. Nothing when the count is 0.
 */
export function RecommendRow({ posts = [] }: { posts?: readonly PostSummary[] }) {
  const config = useMagzineConfig()
  const site = useSite()
  const s = useMagzineStrings()
  const list = recommendedPosts(
    posts,
    site.latestPosts,
    config.MAGZINE_RECOMMEND_POST_TAG,
    config.MAGZINE_RECOMMEND_POST_SORT_BY_UPDATE_TIME,
    config.MAGZINE_RECOMMEND_POST_COUNT
  )
  if (!list.length) return null
  const title = config.MAGZINE_RECOMMEND_POST_TITLE || s.RECOMMENDED
  return (
    <Band name="recommended" title={title}>
      <Cards posts={list} label={title} />
    </Band>
  )
}
