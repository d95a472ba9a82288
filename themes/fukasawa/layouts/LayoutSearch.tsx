import { SearchBox } from '@/components/SearchBox'
import { SearchOutcome } from '@/components/SearchOutcome'
import { useSearchView } from '@/components/use-search-view'
import type { SearchPageProps } from '@/lib/theme/types'
import { PANEL } from '@/themes/fukasawa/components/styles'
import { LayoutPostList } from '@/themes/fukasawa/layouts/LayoutPostList'

/**
 * Results in a white panel (highlighted hits from the server for /search/{keyword}, the
 * browser's search for /search?s=), else the wall of every post. The field is in the sidebar
 * and the phone bar; here it shows only where neither is (tablets keep the bar).
 */
export function LayoutSearch(props: SearchPageProps) {
  const { keyword, browserQuery, hits } = useSearchView(props)
  const searching = !!props.keyword || !!browserQuery
  return (
    <>
      <div className={`${PANEL} mb-4 p-4 lg:hidden`}>
        {/* Keyed so the box shows the keyword of the page navigated to. */}
        <SearchBox key={keyword} keyword={keyword} className="rounded-none" />
      </div>
      {searching ? (
        <div data-fukasawa-results="" className={`${PANEL} px-5 py-4`}>
          <SearchOutcome page={props} browserQuery={browserQuery} hits={hits} />
        </div>
      ) : (
        <LayoutPostList {...props} />
      )}
    </>
  )
}
