import { Pagination } from '@/components/Pagination'
import type { PaginationProps } from '@/lib/theme/types'

/** The Pagination slot: square black-outlined "Prev" and "Next", mint on hover. */
export function Pager(props: PaginationProps) {
  return (
    <Pagination
      {...props}
      className="mt-12"
      buttonClassName="border-2 border-black px-5 py-2 text-sm font-semibold transition-colors hover:bg-[#7BE986] hover:text-black dark:border-white dark:hover:border-[#7BE986]"
    />
  )
}
