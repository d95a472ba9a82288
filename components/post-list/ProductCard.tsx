import { ProductOffer } from '@/components/post-list/ProductOffer'
import { PostTitle } from '@/components/post-list/PostTitle'
import { Link } from '@/components/Link'
import { productOf } from '@/lib/content/product'
import type { PostSummary } from '@/lib/content/types'
import { coverImages } from '@/lib/render/cover-images'
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
  classes?: ProductCardClasses
}

/** A catalogue card: a square cover, the title, and the price / call to action from `ext`. */
export function ProductCard({ post, cover, priceLabel, classes = {} }: ProductCardProps) {
  const images = coverImages(cover, post.id)
  const product = productOf(post)
  return (
    <article
      data-card="product"
      data-product={product ? '' : undefined}
      className={cn('group flex flex-col overflow-hidden', classes.root)}
    >
      <Link
        href={post.href}
        target={post.target}
        tabIndex={-1}
        aria-hidden="true"
        data-part="cover"
        className={cn('block aspect-square overflow-hidden bg-black/5', classes.cover)}
      >
        {images && (
          // eslint-disable-next-line @next/next/no-img-element -- plain <img>: no image optimiser
          <img
            src={images.thumbnail}
            alt=""
            width={600}
            height={600}
            loading="lazy"
            decoding="async"
            data-part="image"
            className={cn('h-full w-full object-cover', classes.image)}
          />
        )}
      </Link>
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
