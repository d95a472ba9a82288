import { Pagination } from '@/components/Pagination'
import type { PaginationProps } from '@/lib/theme/types'
import { PAGER_BUTTON } from '@/themes/medium/components/Feed'

/** The Pagination slot: green outlined "← Prev" and "Next →". */
export function Pager(props: PaginationProps) {
  return <Pagination {...props} buttonClassName={PAGER_BUTTON} />
}
