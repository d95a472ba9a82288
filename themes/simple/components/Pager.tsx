import { Pagination } from '@/components/Pagination'
import type { PaginationProps } from '@/lib/theme/types'
import { RED_HOVER } from '@/themes/simple/components/styles'

/** The Pagination slot: plain "← Prev" and "Next →" text links. */
export function Pager(props: PaginationProps) {
  return (
    <Pagination
      {...props}
      buttonClassName={`text-base font-medium underline-offset-4 hover:underline ${RED_HOVER}`}
    />
  )
}
