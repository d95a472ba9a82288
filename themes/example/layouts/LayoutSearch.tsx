import { BrowserSearch } from '@/components/BrowserSearch'
import { Pagination } from '@/components/Pagination'
import { SearchBox } from '@/components/SearchBox'
import { SearchHits } from '@/components/SearchHits'
import { TagStrip } from '@/components/TagStrip'
import { useSearchView } from '@/components/use-search-view'
import { useMessages } from '@/lib/i18n/use-messages'
import { useSite, useSlots } from '@/components/theme/theme-context'
import type { SearchPageProps } from '@/lib/theme/types'
import { LayoutPostList } from '@/themes/example/layouts/LayoutPostList'

/**
 * Search bar and tag strip above the results: rendered on the server for /search/{keyword},
 * searched in the browser for /search?s= (a static export's only way), else every post.
 */
export function LayoutSearch(props: SearchPageProps) {
  const t = useMessages()
  const site = useSite()
  const Pager = useSlots().Pagination ?? Pagination
  const { keyword, browserQuery, hits } = useSearchView(props)
  return (
    <div>
      {/* Keyed so the box shows the keyword of the page navigated to. */}
      <SearchBox key={keyword} keyword={keyword} tag={props.tag} />
      <TagStrip tags={site.tags} active={props.tag} />
      {props.keyword ? (
        <>
          {hits.length === 0 && (
            <p className="py-8 text-neutral-500">{t.SEARCH.NO_RESULTS_FOUND}</p>
          )}
          <SearchHits hits={hits} query={props.keyword} />
          <Pager page={props.page} pageCount={props.pageCount} basePath={props.basePath} />
        </>
      ) : browserQuery ? (
        <BrowserSearch indexUrl={site.search.indexUrl} query={browserQuery} />
      ) : (
        <LayoutPostList {...props} />
      )}
    </div>
  )
}
