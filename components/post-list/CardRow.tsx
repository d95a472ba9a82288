import type { ReactNode } from 'react'
import { cn, type ClassSlots } from '@/lib/style/cn'

export interface CardRowProps<T> {
  items: readonly T[]
  itemKey: (item: T) => string
  render: (item: T, index: number) => ReactNode
  /** Names the list for assistive technology (the row's heading, usually). */
  label?: string
  className?: string
  classes?: ClassSlots<'item'>
}

/**
 * A row of cards: a grid four across on wide screens and, below the md breakpoint, a sideways
 * swiper that stops at every card (CSS scroll snapping, so a swipe moves one card on). Nothing
 * when there are no items.
 */
export function CardRow<T>({
  items,
  itemKey,
  render,
  label,
  className,
  classes = {}
}: CardRowProps<T>) {
  if (!items.length) return null
  return (
    <ul
      aria-label={label}
      data-card-row=""
      className={cn(
        'flex snap-x snap-mandatory gap-4 overflow-x-auto overscroll-x-contain pb-2 [scrollbar-width:none] md:grid md:grid-cols-2 md:gap-6 md:overflow-visible md:pb-0 lg:grid-cols-4',
        className
      )}
    >
      {items.map((item, index) => (
        <li
          key={itemKey(item)}
          data-part="item"
          className={cn('w-[85%] shrink-0 snap-start snap-always md:w-auto', classes.item)}
        >
          {render(item, index)}
        </li>
      ))}
    </ul>
  )
}
