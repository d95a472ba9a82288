import { useEffect, useState, type MouseEvent } from 'react'
import { CONSTANTS } from '@/conf/constants'
import type { TocItem } from '@/lib/body/types'
import { useMessages } from '@/lib/i18n/use-messages'
import { anchorId, scrollToAnchor } from '@/lib/body/anchor'
import { showToc } from '@/lib/body/table-of-contents'
import { cn, type ClassSlots } from '@/lib/style/cn'
import { throttle } from '@/lib/throttle'

export type TableOfContentsClasses = ClassSlots<'title' | 'list' | 'link' | 'mark' | 'current'>

export interface TableOfContentsProps {
  toc: readonly TocItem[]
  className?: string
  /**
   * The parts' classes. `title` replaces the heading's (`mb-2 text-sm font-semibold`); `link` is
   * added to every link; the link of the heading being read is marked with `mark` (replacing
   * `font-semibold underline`) and `current` (its colour, added), the others underline on hover.
   */
  classes?: TableOfContentsClasses
  /** The "Contents" heading (off where a card or drawer already names the list). */
  showTitle?: boolean
}

/** How far below the viewport top a heading counts as being read. */
const READING_LINE_PX = 96

/**
 * The article's headings (from TOC_MIN_ITEMS of them), the one being read highlighted: the spy
 * runs at most every HEADING_SCROLL_SPY_THROTTLE_MS while scrolling.
 */
export function TableOfContents({
  toc,
  className = '',
  classes = {},
  showTitle = true
}: TableOfContentsProps) {
  const t = useMessages()
  const [active, setActive] = useState<string | null>(null)
  const visible = showToc(toc)

  useEffect(() => {
    if (!visible) return
    const ids = toc.map((item) => anchorId(item.id))
    const spy = throttle(() => {
      let current = ids[0] ?? null
      for (const id of ids) {
        const top = document.getElementById(id)?.getBoundingClientRect().top
        if (top !== undefined && top <= READING_LINE_PX) current = id
      }
      setActive(current)
    }, CONSTANTS.HEADING_SCROLL_SPY_THROTTLE_MS)
    window.addEventListener('scroll', spy, { passive: true })
    spy()
    return () => {
      window.removeEventListener('scroll', spy)
      spy.cancel()
    }
  }, [toc, visible])

  if (!visible) return null
  const jump = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    if (!scrollToAnchor(id)) return
    event.preventDefault()
    window.history.replaceState(window.history.state, '', `#${id}`)
  }
  return (
    <nav aria-label={t.POST.TABLE_OF_CONTENTS} className={className}>
      {showTitle && (
        <p className={classes.title ?? 'mb-2 text-sm font-semibold'}>{t.POST.TABLE_OF_CONTENTS}</p>
      )}
      <ol className={cn('space-y-1 text-sm', classes.list)}>
        {toc.map((item) => {
          const id = anchorId(item.id)
          const current = id === active
          return (
            <li key={item.id} style={{ paddingLeft: `${item.indent * 0.75}rem` }}>
              <a
                href={`#${id}`}
                onClick={(e) => jump(e, id)}
                aria-current={current ? 'location' : undefined}
                className={cn(
                  current ? (classes.mark ?? 'font-semibold underline') : 'hover:underline',
                  classes.link,
                  current && classes.current
                )}
              >
                {item.text}
              </a>
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
