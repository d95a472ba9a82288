import { SearchBox } from '@/components/SearchBox'
import { SearchHits } from '@/components/SearchHits'
import { SearchResults } from '@/components/SearchResults'
import { useSite, useSlots } from '@/components/theme/theme-context'
import { useSearchView } from '@/components/use-search-view'
import { useIndexSearch } from '@/lib/search/use-index-search'
import type { SearchPageProps } from '@/lib/theme/types'
import { ResultsBar } from '@/themes/next/components/ResultsBar'
import { CARD } from '@/themes/next/components/styles'
import { LayoutPostList } from '@/themes/next/layouts/LayoutPostList'

const HITS = `${CARD} px-3 py-2`

/**
 * The search field, then a sticky "N results" bar over the highlighted hits (/search/{keyword}
 * from the server, /search?s= in the browser), else every post as cards.
 */
export function LayoutSearch(props: SearchPageProps) {
  const site = useSite()
  const Pager = useSlots().Pagination
  const { keyword, browserQuery, hits } = useSearchView(props)
  const browser = useIndexSearch(site.search.indexUrl, browserQuery)
  const box = (
    <div className={`${CARD} mb-3 p-3`}>
      {/* Keyed so the box shows the keyword of the page navigated to. */}
      <SearchBox
        key={keyword}
        keyword={keyword}
        className="border border-neutral-300 px-3 py-2 dark:border-neutral-700 rounded-none"
      />
    </div>
  )
  if (props.keyword)
    return (
      <>
        {box}
        <ResultsBar count={props.total} keyword={props.keyword} />
        <div className={HITS}>
          <SearchHits hits={hits} query={props.keyword} />
        </div>
        {Pager && <Pager page={props.page} pageCount={props.pageCount} basePath={props.basePath} />}
      </>
    )
  if (browserQuery)
    return (
      <>
        {box}
        {(browser.status === 'results' || browser.status === 'empty') && (
          <ResultsBar
            count={browser.status === 'results' ? browser.total : 0}
            keyword={browserQuery}
          />
        )}
        <div className={HITS}>
          <SearchResults state={browser} />
        </div>
      </>
    )
  return (
    <>
      {box}
      <LayoutPostList {...props} />
    </>
  )
}
