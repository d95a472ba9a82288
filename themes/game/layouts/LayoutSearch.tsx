import { SearchOutcome } from '@/components/SearchOutcome'
import { useSearchView } from '@/components/use-search-view'
import { cn } from '@/lib/style/cn'
import type { SearchPageProps } from '@/lib/theme/types'
import { CARD } from '@/themes/game/components/styles'
import { LayoutPostList } from '@/themes/game/layouts/LayoutPostList'

/**
 * No field in the page (the rail and the finder have one): a keyword's highlighted hits, or
 * without one the mosaic of every game.
 */
export function LayoutSearch(props: SearchPageProps) {
  const { browserQuery, hits } = useSearchView(props)
  if (!props.keyword && !browserQuery) return <LayoutPostList {...props} />
  return (
    <div className={cn(CARD, 'p-5 [&_mark]:bg-violet-500/25 [&_mark]:text-inherit')}>
      <SearchOutcome page={props} browserQuery={browserQuery} hits={hits} />
    </div>
  )
}
