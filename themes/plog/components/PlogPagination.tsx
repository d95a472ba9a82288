import { Pagination } from '@/components/Pagination'
import type { PaginationProps } from '@/lib/theme/types'

const pill =
  'rounded-full px-5 py-2 text-sm font-medium ring-1 ring-black/15 transition hover:bg-neutral-900 hover:text-white dark:ring-white/20 dark:hover:bg-white dark:hover:text-black'

/** The Pagination slot: "← Prev / Next →" as outlined pills. */
export function PlogPagination(props: PaginationProps) {
  return <Pagination {...props} buttonClassName={pill} />
}
