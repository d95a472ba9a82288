import { SearchOutcome } from '@/components/SearchOutcome'
import { useSearchView } from '@/components/use-search-view'
import type { SearchPageProps } from '@/lib/theme/types'
import { LayoutPostList } from '@/themes/movie/layouts/LayoutPostList'

/** With a keyword the hits, highlighted; else every poster. The input lives in the header. */
export function LayoutSearch(props: SearchPageProps) {
  const { browserQuery, hits } = useSearchView(props)
  if (!props.keyword && !browserQuery) return <LayoutPostList {...props} />
  return (
    <div className="mx-auto max-w-4xl">
      <SearchOutcome page={props} browserQuery={browserQuery} hits={hits} />
    </div>
  )
}
