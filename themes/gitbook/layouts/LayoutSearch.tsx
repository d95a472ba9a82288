import { BrowserSearch } from '@/components/BrowserSearch'
import { Pagination } from '@/components/Pagination'
import { SearchBox } from '@/components/SearchBox'
import { SearchHits } from '@/components/SearchHits'
import { useSearchView } from '@/components/use-search-view'
import { useMessages } from '@/lib/i18n/use-messages'
import { useSite } from '@/components/theme/theme-context'
import type { SearchPageProps } from '@/lib/theme/types'
import { LayoutPostList } from '@/themes/gitbook/layouts/LayoutPostList'

/** The search field, then the hits (server-rendered keyword, browser `?s=`), else every page. */
export function LayoutSearch(props: SearchPageProps) {
  const t = useMessages()
  const site = useSite()
  const { keyword, browserQuery, hits } = useSearchView(props)
  let results
  if (props.keyword)
    results = (
      <>
        {hits.length === 0 && <p className="py-8 text-muted">{t.SEARCH.NO_RESULTS_FOUND}</p>}
        <SearchHits hits={hits} query={props.keyword} />
        <Pagination page={props.page} pageCount={props.pageCount} basePath={props.basePath} />
      </>
    )
  else if (browserQuery)
    results = <BrowserSearch indexUrl={site.search.indexUrl} query={browserQuery} />
  else results = <LayoutPostList {...props} />
  return (
    <div>
      <h1 className="mb-4 text-3xl font-bold tracking-tight">{t.SEARCH.SEARCH}</h1>
      {/* Keyed so the box shows the keyword of the page navigated to. */}
      <SearchBox key={keyword} keyword={keyword} tag={props.tag} />
      <div className="mt-4">{results}</div>
    </div>
  )
}
