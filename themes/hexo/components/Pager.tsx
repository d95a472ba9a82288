import { NumberPager } from '@/components/NumberPager'
import type { PaginationProps } from '@/lib/theme/types'

/** The Pagination slot: numbered squares, the current one in the accent colour. */
export function Pager(props: PaginationProps) {
  return (
    <NumberPager
      {...props}
      classes={{
        item: 'bg-white shadow-sm hover:bg-(--hexo-accent) hover:text-neutral-950 dark:bg-[#1b1f1f] dark:hover:bg-(--hexo-accent)',
        current: 'bg-(--hexo-accent) text-neutral-950 dark:bg-(--hexo-accent)'
      }}
    />
  )
}
