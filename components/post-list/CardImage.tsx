import { coverLoading } from '@/lib/body/cover-images'
import { imageSrcSet } from '@/lib/body/image-url'
import { cn } from '@/lib/style/cn'

export const CARD_SIZES = '(max-width: 640px) 100vw, 50vw'

/**
 * A card's cover picture, sized, with a source set where the host resizes; the first of a list
 * loads at once, the rest lazily.
 */
export function CardImage({
  src,
  index,
  sizes = CARD_SIZES,
  height = 'h-full',
  className
}: {
  src: string
  /** The card's place in its list: the first cover loads at once, the others lazily. */
  index: number
  /** How wide the card is shown: a full row on a phone, about half the window above. */
  sizes?: string
  /** The picture's height: filling its frame unless given (`h-auto`: its own proportions). */
  height?: string
  className?: string
}) {
  const srcSet = imageSrcSet(src)
  return (
    // eslint-disable-next-line @next/next/no-img-element -- plain <img>: no image optimiser
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet && sizes}
      alt=""
      width={800}
      height={450}
      {...coverLoading(index)}
      decoding="async"
      data-part="image"
      className={cn('w-full object-cover', height, className)}
    />
  )
}
