import { useRouter } from 'next/router'
import { Link } from '@/components/Link'
import { format } from '@/lib/i18n/format'
import { useMessages } from '@/lib/i18n/use-messages'
import { GAP, pageNumbers } from '@/lib/body/page-numbers'
import { pageHref } from '@/lib/routing/routes'
import { cn, type ClassSlots } from '@/lib/style/cn'
import type { PaginationProps } from '@/lib/theme/types'

export interface NumberPagerProps extends PaginationProps {
  /** Pages shown either side of the current one. */
  around?: number
  /**
   * `item` replaces the look of every page link; `idle` adds to the links other than the current
   * page (and the arrows); `current` replaces the current page's `font-semibold`.
   */
  classes?: ClassSlots<'item' | 'idle' | 'current' | 'gap' | 'arrow'>
}

/** Every page link's box. */
const BOX = 'flex h-9 items-center justify-center px-2 text-sm'
/** Its look, replaced by the `item` slot. */
const LOOK = 'min-w-9 rounded hover:bg-neutral-200 dark:hover:bg-neutral-800'

/** Numbered page links (‹ 1 … 4 5 6 … 12 ›) that keep the search query `s`. */
export function NumberPager(props: NumberPagerProps) {
  const { page, pageCount, basePath, classes = {} } = props
  const t = useMessages()
  const { query } = useRouter()
  const search = typeof query.s === 'string' ? query.s : undefined
  if (pageCount <= 1) return null
  const href = (n: number) => pageHref(basePath, n, search)
  const item = cn(BOX, classes.item ?? LOOK)
  const link = cn(item, classes.idle)
  const arrow = cn(link, classes.arrow)
  return (
    <nav
      aria-label="pagination"
      data-pager="numbers"
      className={cn('flex flex-wrap items-center justify-center gap-1', props.className ?? 'my-8')}
    >
      {page > 1 && (
        <Link rel="prev" className={arrow} href={href(page - 1)} aria-label={t.PAGINATION.PREV}>
          ‹
        </Link>
      )}
      {pageNumbers(page, pageCount, props.around).map((n, i) =>
        n === GAP ? (
          <span key={`gap-${i}`} aria-hidden="true" className={cn('px-1', classes.gap)}>
            …
          </span>
        ) : n === page ? (
          <span
            key={n}
            aria-current="page"
            className={cn(item, classes.current ?? 'font-semibold')}
          >
            {n}
          </span>
        ) : (
          <Link
            key={n}
            className={link}
            href={href(n)}
            aria-label={format(t.PAGINATION.PAGE, { page: n })}
          >
            {n}
          </Link>
        )
      )}
      {page < pageCount && (
        <Link rel="next" className={arrow} href={href(page + 1)} aria-label={t.PAGINATION.NEXT}>
          ›
        </Link>
      )}
    </nav>
  )
}
