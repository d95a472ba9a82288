import { Children, type CSSProperties, type ReactNode } from 'react'
import { cn, type ClassSlots } from '@/lib/style/cn'
import styles from '@/components/landing/Marquee.module.css'

export interface MarqueeProps {
  /** Its accessible name. */
  label: string
  /** The row's items, each one list item. */
  children: ReactNode
  /** Seconds one full loop takes. */
  duration?: number
  /** Scroll to the right instead. */
  reverse?: boolean
  className?: string
  /** `list` replaces a list's alignment and spacing (`items-center gap-8 pr-8`); the others add. */
  classes?: ClassSlots<'track' | 'list' | 'item'>
}

/**
 * A row that scrolls sideways forever: its items are drawn twice, the copy hidden from assistive
 * technology and out of the tab order. It holds still while hovered or focused, and for visitors
 * who ask for reduced motion it is a plain wrapping row without the copy.
 */
export function Marquee({ label, children, duration = 30, reverse, ...props }: MarqueeProps) {
  const { classes = {} } = props
  const items = Children.toArray(children)
  if (!items.length) return null
  const list = (copy: boolean) => (
    <ul
      data-part="list"
      data-copy={copy ? '' : undefined}
      aria-hidden={copy || undefined}
      inert={copy || undefined}
      className={cn(
        'flex shrink-0',
        classes.list ?? 'items-center gap-8 pr-8',
        copy && 'motion-reduce:hidden',
        'motion-reduce:flex-wrap motion-reduce:justify-center'
      )}
    >
      {items.map((item, i) => (
        <li key={i} data-part="item" className={cn('shrink-0', classes.item)}>
          {item}
        </li>
      ))}
    </ul>
  )
  const style = { '--marquee-duration': `${duration}s` } as CSSProperties
  return (
    <section
      aria-label={label}
      data-landing="marquee"
      className={cn(styles.marquee, 'overflow-hidden', props.className)}
    >
      <div
        data-part="track"
        style={style}
        className={cn(
          styles.track,
          reverse && styles.reverse,
          'flex w-max motion-reduce:w-full',
          classes.track
        )}
      >
        {list(false)}
        {list(true)}
      </div>
    </section>
  )
}
