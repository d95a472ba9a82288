import { NumberPager } from '@/components/NumberPager'
import type { PaginationProps } from '@/lib/theme/types'

/** The Pagination slot: numbered round buttons, the current one filled. */
export function Pager(props: PaginationProps) {
  return (
    <NumberPager
      {...props}
      className="mt-12"
      classes={{
        item: 'min-w-10 rounded-full',
        current: 'bg-neutral-900 text-white dark:bg-white dark:text-neutral-900'
      }}
    />
  )
}
