import { NumberPager } from '@/components/NumberPager'
import type { PaginationProps } from '@/lib/theme/types'

/** The Pagination slot: light page numbers, the current one underlined. */
export function Pager(props: PaginationProps) {
  return (
    <NumberPager
      {...props}
      classes={{
        item: 'min-w-9 rounded-full hover:bg-black/5 dark:hover:bg-white/10',
        idle: 'font-light',
        current: 'font-normal underline underline-offset-4'
      }}
    />
  )
}
