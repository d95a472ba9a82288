import { SearchBox } from '@/components/SearchBox'
import { SearchOutcome } from '@/components/SearchOutcome'
import { TagStrip } from '@/components/TagStrip'
import { useSite } from '@/components/theme/theme-context'
import { useSearchView } from '@/components/use-search-view'
import { cn } from '@/lib/style/cn'
import type { SearchPageProps } from '@/lib/theme/types'
import { CARD, CONTAINER } from '@/themes/starter/components/styles'
import { LayoutPostList } from '@/themes/starter/layouts/LayoutPostList'

/** The search box on a card; with a keyword the hits, else the tags and every post. */
export function LayoutSearch(props: SearchPageProps) {
  const site = useSite()
  const { keyword, browserQuery, hits } = useSearchView(props)
  const searching = Boolean(props.keyword || browserQuery)
  return (
    <>
      <div className={cn(CONTAINER, 'max-w-3xl pt-16')}>
        <div className={cn(CARD, 'p-5')}>
          {/* A new keyword (another search page) starts a new box holding it. */}
          <SearchBox
            key={keyword}
            keyword={keyword}
            tag={props.tag}
            className="rounded-md border-[#DFE4EA] focus-within:border-[#3758F9] dark:border-white/20"
          />
          {!searching && <TagStrip tags={site.tags} className="mt-4" />}
        </div>
      </div>
      {searching ? (
        <div className={cn(CONTAINER, 'max-w-3xl py-12')}>
          <SearchOutcome page={props} browserQuery={browserQuery} hits={hits} />
        </div>
      ) : (
        <LayoutPostList {...props} />
      )}
    </>
  )
}
