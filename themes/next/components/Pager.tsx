import { NumberPager } from '@/components/NumberPager'
import type { PaginationProps } from '@/lib/theme/types'

/** The Pagination slot: numbered pages as square buttons, the current one black. */
export function Pager(props: PaginationProps) {
  return (
    <NumberPager
      {...props}
      classes={{
        item: 'min-w-9 rounded-none hover:bg-neutral-900 hover:text-white dark:hover:bg-neutral-100 dark:hover:text-neutral-900',
        idle: 'bg-white text-neutral-700 dark:bg-neutral-900 dark:text-neutral-300',
        current:
          'bg-neutral-900 font-semibold text-white dark:bg-neutral-100 dark:text-neutral-900',
        gap: 'text-muted'
      }}
    />
  )
}
