import { ShareBar } from '@/components/article/ShareBar'
import { useSite } from '@/components/theme/theme-context'
import type { PostSummary } from '@/lib/content/types'

/** The share bar under an article, when POST_SHARE_BAR_ENABLE is on; nothing otherwise. */
export function ArticleShare({ post, className }: { post: PostSummary; className?: string }) {
  const { config } = useSite()
  if (!config.POST_SHARE_BAR_ENABLE) return null
  return <ShareBar post={post} link={config.LINK} className={className} />
}
