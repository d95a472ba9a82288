import type { ReactElement } from 'react'
import { masonryColumns } from '@/components/post-list/masonry-columns'
import { cn, type ClassSlots } from '@/lib/style/cn'

export interface MasonryProps {
  /** Keyed elements (cards), in reading order. */
  items: readonly ReactElement[]
  className?: string
  /** `one`, `two`, `three`: each layout's box (its visibility sets the breakpoints). */
  classes?: ClassSlots<'one' | 'two' | 'three' | 'column'>
}

const LAYOUTS = [
  { count: 1, slot: 'one', show: 'flex sm:hidden' },
  { count: 2, slot: 'two', show: 'hidden sm:flex lg:hidden' },
  { count: 3, slot: 'three', show: 'hidden lg:flex' }
] as const

/**
 * A wall of cards of uneven height: one column below 640px, two to 1023px, three above. Each
 * layout is rendered on the server as column stacks dealt row-wise (the first row reads 1, 2, 3)
 * and CSS shows the one that fits, so nothing moves after load and no script measures anything.
 * Hidden layouts are display:none: out of the accessibility tree, their lazy images never load.
 */
export function Masonry({ items, className, classes = {} }: MasonryProps) {
  return (
    <div data-masonry="" className={className}>
      {LAYOUTS.map(({ count, slot, show }) => (
        <div
          key={count}
          data-columns={count}
          className={cn(show, 'items-start gap-4', classes[slot])}
        >
          {masonryColumns(items, count).map((column, i) => (
            <div
              key={i}
              data-part="column"
              className={cn('flex min-w-0 flex-1 flex-col gap-4', classes.column)}
            >
              {column}
            </div>
          ))}
        </div>
      ))}
    </div>
  )
}
