import { useRouter } from 'next/router'
import { useState } from 'react'
import { NumberPager } from '@/components/NumberPager'
import { pageHref } from '@/lib/routing/routes'
import { cn } from '@/lib/style/cn'
import type { PaginationProps } from '@/lib/theme/types'
import { ACCENT_BG, ACCENT_HOVER_BG, CARD_BORDER } from '@/themes/heo/components/styles'
import { useHeoStrings } from '@/themes/heo/strings'

/** The Pagination slot: numbered pills, then a box to jump to a page by its number. */
export function Pager(props: PaginationProps) {
  const s = useHeoStrings()
  const router = useRouter()
  const [value, setValue] = useState('')
  if (props.pageCount <= 1) return null
  const jump = () => {
    const n = Math.trunc(Number(value))
    if (n >= 1 && n <= props.pageCount) void router.push(pageHref(props.basePath, n))
  }
  return (
    <div className="my-8 flex flex-wrap items-center justify-center gap-3">
      <NumberPager
        {...props}
        className="my-0"
        classes={{
          item: cn('min-w-9 rounded-lg border shadow-none dark:border-[#42444a]', ACCENT_HOVER_BG),
          idle: 'border-[#e3e8f7] bg-white dark:bg-[#1b1c20]',
          current: cn(ACCENT_BG, 'border-transparent font-semibold')
        }}
      />
      <form
        data-heo-page-jump=""
        className="flex items-center gap-1"
        onSubmit={(e) => {
          e.preventDefault()
          jump()
        }}
      >
        <input
          type="number"
          min={1}
          max={props.pageCount}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          aria-label={s.PAGE_JUMP}
          className={cn(
            CARD_BORDER,
            'h-9 w-16 rounded-lg bg-white px-2 text-sm shadow-none dark:bg-[#1b1c20]'
          )}
        />
        <button
          type="submit"
          className={cn(
            CARD_BORDER,
            'h-9 rounded-lg bg-white px-3 text-sm shadow-sm dark:bg-[#1b1c20]',
            ACCENT_HOVER_BG
          )}
        >
          {s.GO}
        </button>
      </form>
    </div>
  )
}
