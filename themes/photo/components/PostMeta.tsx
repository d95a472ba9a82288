import { PostTaxonomy } from '@/components/article/PostTaxonomy'
import type { PostSummary } from '@/lib/content/types'

/** Under the body: the category in green, the tags in yellow, then the date in grey. */
export function PostMeta({ post }: { post: PostSummary }) {
  return (
    <PostTaxonomy
      post={post}
      className="mt-10 justify-center"
      classes={{
        gaps: 'gap-x-4 gap-y-1',
        date: 'order-last text-muted',
        category: 'text-green-700 dark:text-green-400',
        tag: 'text-yellow-700 dark:text-yellow-300'
      }}
    />
  )
}
