import { SearchBox } from '@/components/SearchBox'
import { SearchOutcome } from '@/components/SearchOutcome'
import { TagStrip } from '@/components/TagStrip'
import { useSearchView } from '@/components/use-search-view'
import { useSite } from '@/components/theme/theme-context'
import type { SearchPageProps } from '@/lib/theme/types'
import { LayoutPostList } from '@/themes/example/layouts/LayoutPostList'

/**
 * Search bar and tag strip above the results: rendered on the server for /search/{keyword},
 * searched in the browser for /search?s= (a static export's only way), else every post.
 */
export function LayoutSearch(props: SearchPageProps) {
  const site = useSite()
  const { keyword, browserQuery, hits } = useSearchView(props)
  return (
    <div>
      {/* Keyed so the box shows the keyword of the page navigated to. */}
      <SearchBox key={keyword} keyword={keyword} tag={props.tag} />
      <TagStrip tags={site.tags} active={props.tag} />
      {props.keyword || browserQuery ? (
        <SearchOutcome page={props} browserQuery={browserQuery} hits={hits} />
      ) : (
        <LayoutPostList {...props} />
      )}
    </div>
  )
}
