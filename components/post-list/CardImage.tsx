import { coverLoading } from '@/lib/body/cover-images'
import { cn } from '@/lib/style/cn'

/** A card's cover picture, sized; the first of a list loads at once, the rest lazily. */
export function CardImage({
  src,
  index,
  className
}: {
  src: string
  /** The card's place in its list: the first cover loads at once, the others lazily. */
  index: number
  className?: string
}) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- plain <img>: no image optimiser
    <img
      src={src}
      alt=""
      width={800}
      height={450}
      {...coverLoading(index)}
      decoding="async"
      data-part="image"
      className={cn('h-full w-full object-cover', className)}
    />
  )
}
