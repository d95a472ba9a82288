import { useMessages } from '@/lib/i18n/use-messages'
import { cn, type ClassSlots } from '@/lib/style/cn'

export type AiSummaryClasses = ClassSlots<'root' | 'title' | 'text'>

/** The card atop an article holding its AI summary (plain text written at build time). */
export function AiSummary({
  summary,
  classes = {}
}: {
  summary: string
  classes?: AiSummaryClasses
}) {
  const t = useMessages()
  return (
    <aside
      data-part="ai-summary"
      aria-label={t.AI_SUMMARY.TITLE}
      className={cn(
        'mb-6 rounded-lg border border-neutral-300 bg-neutral-50 px-4 py-3 text-sm leading-relaxed dark:border-neutral-700 dark:bg-white/5',
        classes.root
      )}
    >
      <p className={cn('mb-1 flex items-center gap-1.5 font-semibold', classes.title)}>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4 fill-current">
          <path d="M12 2l1.9 5.6L19.5 9.5l-5.6 1.9L12 17l-1.9-5.6L4.5 9.5l5.6-1.9zM19 14l.9 2.6 2.6.9-2.6.9L19 21l-.9-2.6-2.6-.9 2.6-.9z" />
        </svg>
        {t.AI_SUMMARY.TITLE}
      </p>
      <p className={cn('text-muted', classes.text)}>{summary}</p>
    </aside>
  )
}
