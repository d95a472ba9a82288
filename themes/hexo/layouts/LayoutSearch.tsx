import { SearchOutcome } from '@/components/SearchOutcome'
import { useSearchView } from '@/components/use-search-view'
import { cn } from '@/lib/style/cn'
import type { SearchPageProps } from '@/lib/theme/types'
import { CARD } from '@/themes/hexo/components/styles'
import { SearchNav } from '@/themes/hexo/components/SearchNav'
import { LayoutPostList } from '@/themes/hexo/layouts/LayoutPostList'

/** The search card; hits highlighted for a keyword, else the category and tag cards and every post. */
export function LayoutSearch(props: SearchPageProps) {
  const { keyword, browserQuery, hits } = useSearchView(props)
  const searching = Boolean(props.keyword || browserQuery)
  return (
    <>
      <SearchNav keyword={keyword} tag={props.tag} clouds={!searching} />
      {searching ? (
        <div className={cn(CARD, 'p-5')}>
          <SearchOutcome page={props} browserQuery={browserQuery} hits={hits} />
        </div>
      ) : (
        <LayoutPostList {...props} />
      )}
    </>
  )
}
