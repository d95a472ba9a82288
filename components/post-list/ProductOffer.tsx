import type { Product } from '@/lib/content/product'
import { cn, type ClassSlots } from '@/lib/style/cn'

export interface ProductOfferProps {
  product: Product
  /** Read before the price by screen readers ("Price"). */
  priceLabel: string
  className?: string
  /** `cta` replaces the link's padding (`px-4 py-1.5`); `price` adds to the price's classes. */
  classes?: ClassSlots<'price' | 'cta'>
}

/** A product's price and its call-to-action link (opens the seller's page in a new tab). */
export function ProductOffer({ product, priceLabel, className, classes = {} }: ProductOfferProps) {
  return (
    <div data-part="offer" className={cn('flex flex-wrap items-center gap-3', className)}>
      {product.price && (
        <p data-part="price" className={cn('font-semibold', classes.price)}>
          <span className="sr-only">{priceLabel}: </span>
          {product.price}
        </p>
      )}
      {product.cta && (
        <a
          href={product.cta.url}
          target="_blank"
          rel="noopener noreferrer"
          data-part="cta"
          className={cn('inline-block text-sm', classes.cta ?? 'px-4 py-1.5')}
        >
          {product.cta.label}
        </a>
      )}
    </div>
  )
}
