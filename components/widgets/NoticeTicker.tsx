import { useEffect, useState } from 'react'
import { ConfigLink } from '@/components/ConfigLink'
import { cn, type ClassSlots } from '@/lib/style/cn'

export interface TickerItem {
  title: string
  url?: string
}

export interface NoticeTickerProps {
  items: readonly TickerItem[]
  /** Its accessible name. */
  label: string
  /** Milliseconds each line stays. */
  interval?: number
  className?: string
  classes?: ClassSlots<'list' | 'item' | 'link'>
}

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false

/**
 * A one-line ticker: its lines roll up one after the other, looping; it holds still while hovered
 * or focused and for visitors who ask for reduced motion (the first line stays). Lines with a
 * safe URL are links.
 */
export function NoticeTicker({ items, label, interval = 3000, ...props }: NoticeTickerProps) {
  const { classes = {} } = props
  const [index, setIndex] = useState(0)
  const [paused, setPaused] = useState(false)
  const count = items.length
  useEffect(() => {
    if (count < 2 || paused || reducedMotion()) return
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), interval)
    return () => window.clearInterval(timer)
  }, [count, paused, interval])
  if (!count) return null
  return (
    <section
      aria-label={label}
      data-widget="notice-ticker"
      data-index={index}
      className={cn('h-6 overflow-hidden', props.className)}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <ul
        data-part="list"
        className={cn(
          'transition-transform duration-500 ease-out motion-reduce:transition-none',
          classes.list
        )}
        style={{ transform: `translateY(-${index * 1.5}rem)` }}
      >
        {items.map((item, i) => (
          <li
            key={`${i}-${item.title}`}
            data-part="item"
            className={cn('h-6 truncate leading-6', classes.item)}
          >
            {item.url ? (
              <ConfigLink href={item.url} className={cn('hover:underline', classes.link)}>
                {item.title}
              </ConfigLink>
            ) : (
              item.title
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
