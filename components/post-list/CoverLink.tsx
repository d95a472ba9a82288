import { Link } from '@/components/Link'
import type { PostSummary } from '@/lib/content/types'
import { coverLoading } from '@/lib/render/cover-images'

/**
 * A card's picture linking to the post: out of the tab order and hidden from screen readers (the
 * title is the card's real link), sized, lazy after the first. Without a picture, an empty clickable area.
 */
export function CoverLink(props: {
  post: PostSummary
  src: string | null
  /** The link's `data-part`. */
  part?: string
  className?: string
  imageClassName?: string
  /** The card's place in its list: the first picture loads at once, the rest lazily. */
  index?: number
}) {
  const { post, src } = props
  return (
    <Link
      href={post.href}
      target={post.target}
      tabIndex={-1}
      aria-hidden="true"
      data-part={props.part}
      className={props.className}
    >
      {src && (
        // eslint-disable-next-line @next/next/no-img-element -- plain <img>: no image optimiser
        <img
          src={src}
          alt=""
          width={800}
          height={450}
          {...coverLoading(props.index ?? 1)}
          decoding="async"
          data-part="image"
          className={props.imageClassName}
        />
      )}
    </Link>
  )
}
