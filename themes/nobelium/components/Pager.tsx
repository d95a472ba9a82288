import { Pagination } from '@/components/Pagination'
import type { PaginationProps } from '@/lib/theme/types'

const button =
  'rounded-full border border-black/15 px-4 py-1.5 text-sm text-neutral-800 transition-colors hover:bg-neutral-900 hover:text-white dark:border-white/20 dark:text-neutral-200 dark:hover:bg-white dark:hover:text-neutral-950'

/** The Pagination slot: quiet outlined "← Prev" and "Next →". */
export function Pager(props: PaginationProps) {
  return <Pagination {...props} buttonClassName={button} />
}
