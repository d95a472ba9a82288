import { format } from '@/lib/i18n/format'
import { useNextStrings } from '@/themes/next/strings'
import { CARD } from '@/themes/next/components/styles'

/** The sticky "N results" bar over a search's hits. */
export function ResultsBar({ count, keyword }: { count: number; keyword: string }) {
  const s = useNextStrings()
  return (
    <div
      data-next-results=""
      role="status"
      className={`${CARD} sticky top-0 z-20 mb-3 px-5 py-3 text-sm font-semibold`}
    >
      {format(s.RESULTS, { count })}
      <span className="ml-2 font-normal text-muted">“{keyword}”</span>
    </div>
  )
}
