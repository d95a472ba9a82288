import { BrowserSearch } from '@/components/BrowserSearch'
import { SearchBox } from '@/components/SearchBox'
import { SearchHits } from '@/components/SearchHits'
import { useSearchView } from '@/components/use-search-view'
import { useSite } from '@/components/theme/theme-context'
import { useMessages } from '@/lib/i18n/use-messages'
import type { SearchPageProps } from '@/lib/theme/types'
import { Pager } from '@/themes/simple/components/Pager'
import { PostColumn } from '@/themes/simple/components/PostColumn'
import { MUTED } from '@/themes/simple/components/styles'

/**
 * The search page shows its input (NotionNext's simple lost it), then the highlighted hits of
 * /search/{keyword}, the browser's search for /search?s=, else every post.
 */
export function LayoutSearch(props: SearchPageProps) {
  const t = useMessages()
  const site = useSite()
  const { keyword, browserQuery, hits } = useSearchView(props)
  let results
  if (props.keyword)
    results = (
      <>
        {hits.length === 0 && <p className={`py-8 ${MUTED}`}>{t.SEARCH.NO_RESULTS_FOUND}</p>}
        <SearchHits hits={hits} query={props.keyword} />
        <Pager page={props.page} pageCount={props.pageCount} basePath={props.basePath} />
      </>
    )
  else if (browserQuery)
    results = <BrowserSearch indexUrl={site.search.indexUrl} query={browserQuery} />
  else results = <PostColumn {...props} />
  return (
    <div className="[&_mark]:bg-amber-100 dark:[&_mark]:bg-amber-400/25 dark:[&_mark]:text-amber-100">
      <h1 className="mb-4 text-lg font-semibold">{t.SEARCH.SEARCH}</h1>
      {/* Keyed so the box shows the keyword of the page navigated to. */}
      <SearchBox
        key={keyword}
        keyword={keyword}
        tag={props.tag}
        className="rounded-none border-neutral-400 dark:border-neutral-500"
      />
      <div className="mt-6">{results}</div>
    </div>
  )
}
