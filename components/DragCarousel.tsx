import { Children, isValidElement, useRef, type KeyboardEvent, type ReactNode } from 'react'
import { keyTarget } from '@/components/carousel-keys'
import { prefersReducedMotion, useDragScroll } from '@/components/use-drag-scroll'
import { cn, type ClassSlots } from '@/lib/style/cn'

export interface DragCarouselProps {
  /** The cards, one list item each. */
  children: ReactNode
  /** Names the strip for screen readers. */
  label: string
  /** The scrolling strip. */
  className?: string
  /** list: the row of cards; item: each card's list item (its width). */
  classes?: ClassSlots<'list' | 'item'>
}

const STRIP =
  'relative overflow-x-auto overscroll-x-contain focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-current data-drag:cursor-grab data-drag:touch-pan-y data-moving:cursor-grabbing data-moving:select-none'

/**
 * A horizontal strip of cards: a native scroller (so it works before scripts load), dragged
 * with a mouse, pen or finger and coasting on after release, moved a card at a time with the
 * arrow, Page, Home and End keys once focused.
 */
export function DragCarousel({ children, label, className, classes = {} }: DragCarouselProps) {
  const ref = useRef<HTMLDivElement>(null)
  useDragScroll(ref)
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const el = e.currentTarget
    const items = [...el.querySelectorAll<HTMLElement>('[data-part="item"]')]
    const first = items[0]?.offsetLeft ?? 0
    const offsets = items.map((item) => item.offsetLeft - first)
    const target = keyTarget(e.key, offsets, el.scrollLeft, el.scrollWidth - el.clientWidth)
    if (target === null || e.altKey || e.ctrlKey || e.metaKey) return
    e.preventDefault()
    el.scrollTo({ left: target, behavior: prefersReducedMotion() ? 'instant' : 'smooth' })
  }
  return (
    <div
      ref={ref}
      role="region"
      aria-label={label}
      tabIndex={0}
      data-carousel=""
      onKeyDown={onKeyDown}
      className={cn(STRIP, className)}
    >
      <ul className={cn('flex w-max', classes.list ?? 'gap-6')}>
        {Children.toArray(children).map((child, index) => (
          <li
            key={isValidElement(child) && child.key !== null ? child.key : index}
            data-part="item"
            className={cn('shrink-0', classes.item)}
          >
            {child}
          </li>
        ))}
      </ul>
    </div>
  )
}
