import { NumberPager } from '@/components/NumberPager'
import type { PaginationProps } from '@/lib/theme/types'

/** The Pagination slot: numbered squares, the current one in the accent colour. */
export function Pager(props: PaginationProps) {
  return (
    <NumberPager
      {...props}
      classes={{
        item: 'min-w-9 rounded shadow-sm hover:bg-(--hexo-accent) hover:text-neutral-950 dark:hover:bg-(--hexo-accent)',
        idle: 'bg-white dark:bg-[#1b1f1f]',
        current: 'bg-(--hexo-accent) font-semibold text-neutral-950 dark:bg-(--hexo-accent)'
      }}
    />
  )
}
