import { pageHref } from '@/lib/routing/routes'
import { Link } from '@/components/Link'
import { cn } from '@/lib/style/cn'
import { useRouter } from 'next/router'
import { useMessages } from '@/lib/i18n/use-messages'
import type { PaginationProps } from '@/lib/theme/types'

/** The default look of pager buttons (Prev, Next, the scroll list's More). */
export const PAGER_BUTTON =
  'rounded px-4 py-2 text-sm font-medium bg-neutral-900 text-white hover:bg-neutral-700 disabled:opacity-60 dark:bg-neutral-100 dark:text-neutral-900'

/** Prev / Next links that keep the search query `s`; themes may restyle the two buttons. */
export function Pagination(props: PaginationProps & { buttonClassName?: string }) {
  const { page, pageCount, basePath } = props
  const t = useMessages()
  const { query } = useRouter()
  const search = typeof query.s === 'string' ? query.s : undefined
  if (pageCount <= 1) return null
  const button = props.buttonClassName ?? PAGER_BUTTON
  return (
    <nav
      aria-label="pagination"
      className={cn('my-8 flex items-center justify-between', props.className)}
    >
      {page > 1 ? (
        <Link rel="prev" className={button} href={pageHref(basePath, page - 1, search)}>
          ← {t.PAGINATION.PREV}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-muted">
        {page} / {pageCount}
      </span>
      {page < pageCount ? (
        <Link rel="next" className={button} href={pageHref(basePath, page + 1, search)}>
          {t.PAGINATION.NEXT} →
        </Link>
      ) : (
        <span />
      )}
    </nav>
  )
}
