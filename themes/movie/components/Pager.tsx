import { NumberPager } from '@/components/NumberPager'
import type { PaginationProps } from '@/lib/theme/types'

/** The Pagination slot: numbered round buttons, the current one filled. */
export function Pager(props: PaginationProps) {
  return (
    <NumberPager
      {...props}
      className="my-8 mt-12"
      classes={{
        item: 'min-w-10 rounded-full hover:bg-neutral-200 dark:hover:bg-neutral-800',
        current: 'bg-neutral-900 font-semibold text-white dark:bg-white dark:text-neutral-900'
      }}
    />
  )
}
