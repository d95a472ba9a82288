import { NumberPager } from '@/components/NumberPager'
import type { PaginationProps } from '@/lib/theme/types'

/** The Pagination slot: numbered pages as square buttons, the current one black. */
export function Pager(props: PaginationProps) {
  return (
    <NumberPager
      {...props}
      classes={{
        item: 'rounded-none bg-white text-neutral-700 hover:bg-neutral-900 hover:text-white dark:bg-neutral-900 dark:text-neutral-300 dark:hover:bg-neutral-100 dark:hover:text-neutral-900',
        current: 'bg-neutral-900 text-white dark:bg-neutral-100 dark:text-neutral-900',
        gap: 'text-muted'
      }}
    />
  )
}
