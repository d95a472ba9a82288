import { NumberPager } from '@/components/NumberPager'
import type { PaginationProps } from '@/lib/theme/types'

/** The Pagination slot: numbered squares, the current one in red. */
export function Pager(props: PaginationProps) {
  return (
    <NumberPager
      {...props}
      classes={{
        item: 'rounded-none bg-white shadow-sm hover:bg-[#D2232A] hover:text-white dark:bg-neutral-900 dark:hover:bg-[#D2232A]',
        current: 'bg-[#D2232A] text-white dark:bg-[#D2232A]'
      }}
    />
  )
}
