import { CARD_SIZES } from '@/components/post-list/CardImage'
import { imageSrcSet } from '@/lib/body/image-url'
import type { PostSummary } from '@/lib/content/types'
import { coverImages, coverLoading } from '@/lib/body/cover-images'

/** A post's cover thumbnail, square and sized; nothing when there is no picture. */
export function SquareCover({
  post,
  cover,
  index,
  className
}: {
  post: Pick<PostSummary, 'id'>
  cover: string | null
  /** The picture's place on its page: the first loads at once and first, the others lazily. */
  index: number
  className?: string
}) {
  const images = coverImages(cover, post.id)
  if (!images) return null
  const srcSet = imageSrcSet(images.thumbnail)
  return (
    // eslint-disable-next-line @next/next/no-img-element -- plain <img>: no image optimiser
    <img
      src={images.thumbnail}
      srcSet={srcSet}
      sizes={srcSet && CARD_SIZES}
      alt=""
      width={600}
      height={600}
      {...coverLoading(index)}
      decoding="async"
      data-part="image"
      className={className}
    />
  )
}
