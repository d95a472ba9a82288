import { NumberPager } from '@/components/NumberPager'
import type { PaginationProps } from '@/lib/theme/types'

/** The Pagination slot: light page numbers, the current one underlined. */
export function Pager(props: PaginationProps) {
  return (
    <NumberPager
      {...props}
      classes={{
        item: 'rounded-full font-light hover:bg-black/5 dark:hover:bg-white/10',
        current: 'font-normal underline underline-offset-4'
      }}
    />
  )
}
