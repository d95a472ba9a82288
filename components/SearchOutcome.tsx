import { BrowserSearch } from '@/components/BrowserSearch'
import { Pagination } from '@/components/Pagination'
import { SearchHits, type SearchHitsClasses, type ShownHit } from '@/components/SearchHits'
import { useSite, useSlots } from '@/components/theme/theme-context'
import { useMessages } from '@/lib/i18n/use-messages'
import type { SearchPageProps } from '@/lib/theme/types'

/**
 * A search page's results: the server's highlighted hits and pager for /search/{keyword}, or the
 * browser's search for /search?s=. Nothing when neither is asked (the theme shows every post).
 */
export function SearchOutcome({
  page,
  browserQuery,
  hits,
  hitClasses,
  emptyClassName = 'text-muted'
}: {
  page: SearchPageProps
  browserQuery: string
  hits: ShownHit[]
  /** Restyles the results list (both the server's hits and the browser's). */
  hitClasses?: SearchHitsClasses
  /** Colours the line shown when the server found nothing (muted text by default). */
  emptyClassName?: string
}) {
  const t = useMessages()
  const site = useSite()
  const Pager = useSlots().Pagination ?? Pagination
  if (page.keyword)
    return (
      <>
        {hits.length === 0 && (
          <p className={`py-8 ${emptyClassName}`}>{t.SEARCH.NO_RESULTS_FOUND}</p>
        )}
        <SearchHits hits={hits} query={page.keyword} classes={hitClasses} />
        <Pager page={page.page} pageCount={page.pageCount} basePath={page.basePath} />
      </>
    )
  if (browserQuery)
    return (
      <BrowserSearch indexUrl={site.search.indexUrl} query={browserQuery} hitClasses={hitClasses} />
    )
  return null
}
