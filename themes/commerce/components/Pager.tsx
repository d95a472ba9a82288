import { NumberPager } from '@/components/NumberPager'
import type { PaginationProps } from '@/lib/theme/types'

/** The Pagination slot: numbered squares, the current one in red. */
export function Pager(props: PaginationProps) {
  return (
    <NumberPager
      {...props}
      classes={{
        item: 'min-w-9 rounded-none shadow-sm hover:bg-[#D2232A] hover:text-white dark:hover:bg-[#D2232A]',
        idle: 'bg-white dark:bg-neutral-900',
        current: 'bg-[#D2232A] font-semibold text-white dark:bg-[#D2232A]'
      }}
    />
  )
}
