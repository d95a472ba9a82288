import { format } from '@/lib/i18n/format'
import { useMessages } from '@/lib/i18n/use-messages'
import type { SearchState } from '@/lib/search/use-index-search'
import { SearchHits, type SearchHitsClasses } from '@/components/SearchHits'
import { Spinner } from '@/components/Spinner'

/** The states of a browser search: loading, error, no results, results with a count. */
export function SearchResults({
  state,
  onPick,
  hitClasses
}: {
  state: SearchState
  onPick?: () => void
  hitClasses?: SearchHitsClasses
}) {
  const t = useMessages()
  if (state.status === 'idle') return null
  if (state.status === 'loading')
    return (
      <div className="flex justify-center py-8">
        <Spinner label={t.COMMON.LOADING} />
      </div>
    )
  if (state.status === 'error')
    return (
      <p role="alert" className="py-8 text-center text-red-600 dark:text-red-400">
        {t.SEARCH.ERROR}
      </p>
    )
  if (state.status === 'empty')
    return (
      <div className="py-8 text-center">
        <p className="font-medium">{t.SEARCH.NO_RESULTS}</p>
        <p className="mt-1 text-sm text-muted">{t.SEARCH.TRY_DIFFERENT}</p>
      </div>
    )
  const n = state.total
  return (
    <div>
      <SearchHits hits={state.hits} query={state.query} onPick={onPick} classes={hitClasses} />
      {state.more && (
        <button
          type="button"
          onClick={state.more}
          className="mb-2 w-full rounded px-2 py-2 text-sm text-neutral-600 hover:bg-neutral-50 dark:text-neutral-400 dark:hover:bg-neutral-900"
        >
          {t.COMMON.MORE}
        </button>
      )}
      <p className="border-t border-neutral-200 px-2 pt-2 text-xs text-muted dark:border-neutral-800">
        {format('{n} {word}', { n, word: n === 1 ? t.SEARCH.RESULT : t.SEARCH.RESULTS })}
      </p>
    </div>
  )
}
