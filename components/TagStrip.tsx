import { Link } from '@/components/Link'
import { useRef } from 'react'
import type { Tag } from '@/lib/content/types'
import { cn, type ClassSlots } from '@/lib/style/cn'
import { SEARCH_PATH, tagHref } from '@/lib/routing/routes'
import { edgeFadeStyle, useEdgeFade } from '@/components/use-edge-fade'

/**
 * Tag strip: 'name (count)' chips; the active tag links back to /search. With `href` and
 * `resetHref` it lists other names (categories) the same way. A long strip
 * scrolls sideways with its hidden ends faded; a chip reached with Tab scrolls into view clear of
 * the fade (scroll padding). A slot replaces its part's default: `padding` the strip's (`py-2`),
 * `chip` a chip's shape (`rounded px-2 py-1`), `idle` and `current` a chip's colours.
 */
export function TagStrip({
  tags,
  active = null,
  href = tagHref,
  resetHref = SEARCH_PATH,
  className,
  classes = {}
}: {
  tags: readonly Pick<Tag, 'name' | 'count'>[]
  active?: string | null
  /** A chip's link (a tag's page by default). */
  href?: (name: string) => string
  /** Where the active chip leads (the search page by default). */
  resetHref?: string
  className?: string
  classes?: ClassSlots<'padding' | 'chip' | 'idle' | 'current'>
}) {
  const ref = useRef<HTMLUListElement>(null)
  const fade = useEdgeFade(ref)
  return (
    <ul
      ref={ref}
      data-fade-start={fade.start || undefined}
      data-fade-end={fade.end || undefined}
      style={edgeFadeStyle(fade)}
      className={cn(
        'flex scroll-px-8 gap-2 overflow-x-auto overscroll-x-contain text-sm whitespace-nowrap',
        classes.padding ?? 'py-2',
        className
      )}
    >
      {tags.map((tag) => {
        const current = tag.name === active
        return (
          <li key={tag.name}>
            <Link
              href={current ? resetHref : href(tag.name)}
              aria-current={current ? 'page' : undefined}
              className={cn(
                'block',
                classes.chip ?? 'rounded px-2 py-1',
                current
                  ? (classes.current ??
                      'bg-neutral-800 text-white dark:bg-neutral-200 dark:text-neutral-900')
                  : (classes.idle ??
                      'bg-neutral-100 hover:bg-neutral-200 dark:bg-neutral-800 dark:hover:bg-neutral-700')
              )}
            >
              {tag.name} ({tag.count})
            </Link>
          </li>
        )
      })}
    </ul>
  )
}
