import { useIndexSearch } from '@/lib/search/use-index-search'
import type { SearchHitsClasses } from '@/components/SearchHits'
import { SearchResults } from '@/components/SearchResults'

/**
 * Search in the browser from the JSON index: `/search?s=` in a static export, where arbitrary
 * keywords cannot be pre-rendered. The index loads when this mounts with a query.
 */
export function BrowserSearch({
  indexUrl,
  query,
  hitClasses
}: {
  indexUrl: string
  query: string
  hitClasses?: SearchHitsClasses
}) {
  return <SearchResults state={useIndexSearch(indexUrl, query)} hitClasses={hitClasses} />
}
