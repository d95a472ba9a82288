import { CardImage } from '@/components/post-list/CardImage'
import { CoverLink } from '@/components/post-list/CoverLink'
import type { PostSummary } from '@/lib/content/types'
import { cn } from '@/lib/style/cn'

/**
 * A card's picture filling its frame as a link to the post, under a dark gradient rising from the
 * foot (where a title lies over it). No picture: the gradient alone.
 */
export function ShadedCover(props: {
  post: Pick<PostSummary, 'href' | 'target'>
  src: string | null
  index: number
  imageClassName?: string
  /** The gradient's stops and anything added to it: replaces `from-black/75 to-black/0`. */
  shadeClassName?: string
}) {
  return (
    <>
      <CoverLink post={props.post} className="absolute inset-0">
        {props.src && (
          <CardImage src={props.src} index={props.index} className={props.imageClassName} />
        )}
      </CoverLink>
      <div
        data-part="shade"
        className={cn(
          'pointer-events-none absolute inset-0 bg-linear-to-t',
          props.shadeClassName ?? 'from-black/75 to-black/0'
        )}
      />
    </>
  )
}
