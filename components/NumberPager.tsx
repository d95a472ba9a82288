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
  classes?: ClassSlots<'item' | 'current' | 'gap' | 'arrow'>
}

const ITEM =
  'flex h-9 min-w-9 items-center justify-center rounded px-2 text-sm hover:bg-neutral-200 dark:hover:bg-neutral-800'

/** Numbered page links (‹ 1 … 4 5 6 … 12 ›) that keep the search query `s`. */
export function NumberPager(props: NumberPagerProps) {
  const { page, pageCount, basePath, classes = {} } = props
  const t = useMessages()
  const { query } = useRouter()
  const search = typeof query.s === 'string' ? query.s : undefined
  if (pageCount <= 1) return null
  const href = (n: number) => pageHref(basePath, n, search)
  const item = cn(ITEM, classes.item)
  const arrow = cn(item, classes.arrow)
  return (
    <nav
      aria-label="pagination"
      data-pager="numbers"
      className={cn('my-8 flex flex-wrap items-center justify-center gap-1', props.className)}
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
          <span key={n} aria-current="page" className={cn(item, 'font-semibold', classes.current)}>
            {n}
          </span>
        ) : (
          <Link
            key={n}
            className={item}
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
