import { Pagination } from '@/components/Pagination'
import type { PaginationProps } from '@/lib/theme/types'
import { PILL } from '@/themes/matery/components/styles'

/** The Pagination slot: Prev / Next as indigo pills. */
export function Pager(props: PaginationProps) {
  return <Pagination {...props} buttonClassName={`${PILL} px-5 py-2 shadow-md`} />
}
