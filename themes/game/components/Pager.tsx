import { Pagination } from '@/components/Pagination'
import type { PaginationProps } from '@/lib/theme/types'

const button =
  'rounded-lg bg-white px-4 py-2 text-sm font-medium shadow-sm hover:bg-violet-600 hover:text-white dark:bg-[#1F2030] dark:hover:bg-violet-600'

/** The Pagination slot: "← Prev" and "Next →" as white (navy) rounded buttons. */
export function Pager(props: PaginationProps) {
  return <Pagination {...props} buttonClassName={button} />
}
