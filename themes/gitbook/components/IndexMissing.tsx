import { format } from '@/lib/i18n/format'
import { useMessages } from '@/lib/i18n/use-messages'

/** Tells the owner which post to create so the home page has a body. */
export function IndexMissing({ slug }: { slug: string }) {
  const t = useMessages()
  return (
    <p
      role="note"
      data-index-missing=""
      className="mb-8 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 dark:border-amber-500/40 dark:bg-amber-400/10 dark:text-amber-200"
    >
      {format(t.DOCS.INDEX_MISSING, { slug })}
    </p>
  )
}
