import { Testimonial, type TestimonialSlots } from '@/components/landing/Testimonial'
import type { TestimonialItem } from '@/components/landing/types'
import { cn, type ClassSlots } from '@/lib/style/cn'

export interface TestimonialCardsProps {
  items: readonly TestimonialItem[]
  /** Show each quote's stars. */
  star?: boolean
  /** `list` replaces the grid's gap, `card` a card's classes; the rest go to each Testimonial. */
  classes?: ClassSlots<'list' | 'card'> & TestimonialSlots
}

/** A grid of testimonial cards; nothing when no item has a quote. */
export function TestimonialCards({ star, classes = {}, ...props }: TestimonialCardsProps) {
  const items = props.items.filter((item) => item.quote.trim())
  if (!items.length) return null
  return (
    <ul
      data-landing="testimonial-cards"
      className={cn('grid md:grid-cols-2 lg:grid-cols-3', classes.list ?? 'gap-6')}
    >
      {items.map((item, index) => (
        <li
          key={index}
          data-part="card"
          className={classes.card ?? 'rounded-xl bg-white p-6 shadow-lg dark:bg-neutral-800'}
        >
          <Testimonial item={item} star={star} classes={classes} />
        </li>
      ))}
    </ul>
  )
}
