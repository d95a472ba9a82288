import { PostTaxonomy } from '@/components/article/PostTaxonomy'
import type { PostSummary } from '@/lib/content/types'

/** Under the body: the category in green, the tags in yellow, then the date in grey. */
export function PostMeta({ post }: { post: PostSummary }) {
  return (
    <PostTaxonomy
      post={post}
      className="mt-10 justify-center gap-y-1"
      classes={{
        date: 'order-last',
        category: 'text-green-700 dark:text-green-400',
        tag: 'text-yellow-700 dark:text-yellow-300'
      }}
    />
  )
}
