import type { PostSummary } from '@/lib/content/types'
import { coverImages } from '@/lib/render/cover-images'

/** A post's cover thumbnail, square and sized; nothing when there is no picture. */
export function SquareCover({
  post,
  cover,
  lazy = true,
  className
}: {
  post: Pick<PostSummary, 'id'>
  cover: string | null
  lazy?: boolean
  className?: string
}) {
  const images = coverImages(cover, post.id)
  if (!images) return null
  return (
    // eslint-disable-next-line @next/next/no-img-element -- plain <img>: no image optimiser
    <img
      src={images.thumbnail}
      alt=""
      width={600}
      height={600}
      loading={lazy ? 'lazy' : undefined}
      decoding="async"
      data-part="image"
      className={className}
    />
  )
}
