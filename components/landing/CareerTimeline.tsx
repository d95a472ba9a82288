import { cn, type ClassSlots } from '@/lib/style/cn'

export interface CareerItem {
  title: string
  /** A short line under the title (the place or the years). */
  bio?: string
  text?: string
}

export interface CareerTimelineProps {
  items: readonly CareerItem[]
  className?: string
  /** `title` replaces the title's size (`text-lg`); the others add to their part's. */
  classes?: ClassSlots<'item' | 'dot' | 'title' | 'bio' | 'text'>
}

/** A vertical timeline: one row per step of a career, a dot on a line, all plain text. */
export function CareerTimeline({ items, className, classes = {} }: CareerTimelineProps) {
  const rows = items.filter((item) => item.title.trim())
  if (!rows.length) return null
  return (
    <ol
      data-landing="career"
      className={cn('relative border-l border-neutral-300 dark:border-neutral-700', className)}
    >
      {rows.map((item, i) => (
        <li
          key={`${i}-${item.title}`}
          data-part="item"
          className={cn('relative pb-10 pl-8 last:pb-0', classes.item)}
        >
          <span
            aria-hidden="true"
            data-part="dot"
            className={cn(
              'absolute top-1.5 -left-[7px] h-3.5 w-3.5 rounded-full border-2 border-white bg-neutral-900 dark:border-neutral-900 dark:bg-white',
              classes.dot
            )}
          />
          <h3 data-part="title" className={cn('font-semibold', classes.title ?? 'text-lg')}>
            {item.title}
          </h3>
          {item.bio && (
            <p data-part="bio" className={cn('text-muted mt-1 text-sm', classes.bio)}>
              {item.bio}
            </p>
          )}
          {item.text && (
            <p data-part="text" className={cn('mt-3 leading-relaxed', classes.text)}>
              {item.text}
            </p>
          )}
        </li>
      ))}
    </ol>
  )
}
