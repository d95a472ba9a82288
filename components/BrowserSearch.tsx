import { useIndexSearch } from '@/lib/search/use-index-search'
import { SearchResults } from '@/components/SearchResults'

/**
 * Search in the browser from the JSON index: `/search?s=` in a static export, where arbitrary
 * keywords cannot be pre-rendered. The index loads when this mounts with a query.
 */
export function BrowserSearch({ indexUrl, query }: { indexUrl: string; query: string }) {
  return <SearchResults state={useIndexSearch(indexUrl, query)} />
}
