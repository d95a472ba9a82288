import { SearchBox } from '@/components/SearchBox'
import { SearchOutcome } from '@/components/SearchOutcome'
import { TagStrip } from '@/components/TagStrip'
import { useSite } from '@/components/theme/theme-context'
import { useSearchView } from '@/components/use-search-view'
import { CategoryList } from '@/components/widgets/CategoryList'
import { cn } from '@/lib/style/cn'
import type { SearchPageProps } from '@/lib/theme/types'
import { CATEGORY_SLOTS, PANEL } from '@/themes/commerce/components/styles'
import { LayoutPostList } from '@/themes/commerce/layouts/LayoutPostList'

const panel = cn(PANEL, 'p-5')

/** The search box; with a keyword the hits highlighted, else the category and tag clouds. */
export function LayoutSearch(props: SearchPageProps) {
  const site = useSite()
  const { keyword, browserQuery, hits } = useSearchView(props)
  const searching = Boolean(props.keyword || browserQuery)
  return (
    <div className="space-y-5">
      <div className={panel}>
        {/* A new keyword (another search page) starts a new box holding it. */}
        <SearchBox
          key={keyword}
          keyword={keyword}
          tag={props.tag}
          className="rounded-none border-black/15 focus-within:border-[#D2232A] dark:border-white/20"
        />
      </div>
      {searching ? (
        <div className={cn(panel, '[&_mark]:bg-[#D2232A]/20 [&_mark]:text-inherit')}>
          <SearchOutcome page={props} browserQuery={browserQuery} hits={hits} />
        </div>
      ) : (
        <>
          <CategoryList className={cn(panel, 'lg:hidden')} classes={CATEGORY_SLOTS} />
          <TagStrip tags={site.tags} className={panel} />
          <LayoutPostList {...props} />
        </>
      )}
    </div>
  )
}
