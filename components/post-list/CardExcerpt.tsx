import { PostPreview } from '@/components/post-list/PostPreview'
import type { PostSummary } from '@/lib/content/types'
import type { PreparedBlocks } from '@/lib/body/types'
import { cn } from '@/lib/style/cn'

/** A card's text under its title: the start of the post when given, else the summary if asked. */
export function CardExcerpt(props: {
  post: PostSummary
  preview?: PreparedBlocks | null
  summary?: boolean
  /** The summary's classes, replacing its text size (`text-sm`). */
  className?: string
  previewClassName?: string
}) {
  if (props.preview)
    return (
      <PostPreview
        body={props.preview}
        className={cn('min-h-0 overflow-hidden', props.previewClassName)}
      />
    )
  if (!props.summary || !props.post.summary) return null
  return (
    <p data-part="summary" className={cn('line-clamp-3', props.className ?? 'text-sm')}>
      {props.post.summary}
    </p>
  )
}
