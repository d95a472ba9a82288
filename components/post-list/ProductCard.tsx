import { ProductOffer } from '@/components/post-list/ProductOffer'
import { PostTitle } from '@/components/post-list/PostTitle'
import { SquareCover } from '@/components/post-list/SquareCover'
import { CoverLink } from '@/components/post-list/CoverLink'
import { productOf } from '@/lib/content/product'
import type { PostSummary } from '@/lib/content/types'
import { cn, type ClassSlots } from '@/lib/style/cn'

export type ProductCardClasses = ClassSlots<
  'root' | 'cover' | 'image' | 'body' | 'title' | 'titleLink' | 'offer' | 'price' | 'cta'
>

export interface ProductCardProps {
  post: PostSummary
  /** The picture shown (the post's cover or a default); none: a blank square. */
  cover: string | null
  /** Read before the price by screen readers. */
  priceLabel: string
  /** The card's place in its list: the first cover loads at once. */
  index: number
  classes?: ProductCardClasses
}

/** A catalogue card: a square cover, the title, and the price / call to action from `ext`. */
export function ProductCard({ post, cover, priceLabel, index, classes = {} }: ProductCardProps) {
  const product = productOf(post)
  return (
    <article
      data-card="product"
      data-product={product ? '' : undefined}
      className={cn('group flex flex-col overflow-hidden', classes.root)}
    >
      <CoverLink
        post={post}
        className={cn('block aspect-square overflow-hidden bg-black/5', classes.cover)}
      >
        <SquareCover
          post={post}
          cover={cover}
          index={index}
          className={cn('h-full w-full object-cover', classes.image)}
        />
      </CoverLink>
      <div data-part="body" className={cn('flex flex-1 flex-col gap-2 p-3', classes.body)}>
        <PostTitle
          post={post}
          className={cn('line-clamp-2 font-semibold', classes.title)}
          classes={{ link: classes.titleLink }}
        />
        {product && (
          <ProductOffer
            product={product}
            priceLabel={priceLabel}
            className={cn('mt-auto', classes.offer)}
            classes={{ price: classes.price, cta: classes.cta }}
          />
        )}
      </div>
    </article>
  )
}
