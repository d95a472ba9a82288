import { scrollBehavior, useReadPercent } from '@/components/widgets/scroll-progress'
import { format } from '@/lib/i18n/format'
import { cn } from '@/lib/style/cn'
import { useHeoStrings } from '@/themes/heo/strings'

/** The nav's round badge with the percent read; a click goes back to the top. */
export function ReadingBadge({ className }: { className?: string }) {
  const s = useHeoStrings()
  const percent = useReadPercent()
  const label = format(s.READ_PERCENT, { percent })
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      data-heo-reading=""
      data-percent={percent}
      onClick={() => window.scrollTo({ top: 0, behavior: scrollBehavior() })}
      className={cn(
        'inline-flex h-8 min-w-8 items-center justify-center rounded-full bg-neutral-900 px-1 text-xs font-semibold text-white tabular-nums transition-colors hover:bg-[#4f65f0] dark:bg-neutral-100 dark:text-neutral-950 dark:hover:bg-[#ca8a04]',
        className
      )}
    >
      {percent}
    </button>
  )
}
