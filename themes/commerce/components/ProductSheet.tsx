import { ProductOffer } from '@/components/post-list/ProductOffer'
import { SquareCover } from '@/components/post-list/SquareCover'
import { useSite } from '@/components/theme/theme-context'
import { productOf } from '@/lib/content/product'
import type { PostSummary } from '@/lib/content/types'
import { useCommerceStrings } from '@/themes/commerce/strings'
import { RED, RED_TEXT } from '@/themes/commerce/components/styles'

/** A product's sheet: the square cover left; title, plain-text summary and price / CTA right. */
export function ProductSheet({ post }: { post: PostSummary }) {
  const { site } = useSite()
  const s = useCommerceStrings()
  const product = productOf(post)
  return (
    <div data-product-sheet="" className="flex flex-col gap-6 md:flex-row">
      <div className="aspect-square w-full shrink-0 overflow-hidden bg-black/5 md:w-2/5">
        <SquareCover
          post={post}
          cover={post.cover ?? site.cover}
          index={0}
          className="h-full w-full object-cover"
        />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-4">
        <h2 data-part="title" className="text-2xl font-bold">
          {post.title}
        </h2>
        {post.summary && (
          <p data-part="summary" className="text-neutral-700 dark:text-neutral-300">
            {post.summary}
          </p>
        )}
        {product && (
          <ProductOffer
            product={product}
            priceLabel={s.PRICE}
            classes={{
              price: `text-2xl ${RED_TEXT}`,
              cta: `${RED} px-6 py-2 text-white hover:brightness-110`
            }}
          />
        )}
      </div>
    </div>
  )
}
