import { SearchBox } from '@/components/SearchBox'
import { SearchOutcome } from '@/components/SearchOutcome'
import { useSearchView } from '@/components/use-search-view'
import { CategoryList } from '@/components/widgets/CategoryList'
import { TagCloud } from '@/components/widgets/TagCloud'
import type { SearchPageProps } from '@/lib/theme/types'
import { CARD } from '@/themes/matery/components/styles'
import { LayoutPostList } from '@/themes/matery/layouts/LayoutPostList'

const card = `${CARD} p-5`
const heading = 'mb-3 text-sm font-semibold text-indigo-800 dark:text-indigo-200'

/** The search card; a keyword's hits highlighted, or the categories, the tags and every post. */
export function LayoutSearch(props: SearchPageProps) {
  const { keyword, browserQuery, hits } = useSearchView(props)
  const searching = Boolean(props.keyword || browserQuery)
  return (
    <div className="space-y-6">
      <div className={card}>
        {/* Keyed so the box shows the keyword of the page navigated to. */}
        <SearchBox
          key={keyword}
          keyword={keyword}
          tag={props.tag}
          className="rounded-full border-black/10 bg-neutral-50 px-2 focus-within:border-indigo-600 dark:border-white/15 dark:bg-black/20"
        />
      </div>
      {searching ? (
        <div className={card}>
          <SearchOutcome page={props} browserQuery={browserQuery} hits={hits} />
        </div>
      ) : (
        <>
          <div className="grid gap-6 md:grid-cols-2">
            <CategoryList className={card} classes={{ heading, count: 'text-muted' }} />
            <TagCloud className={card} classes={{ heading }} />
          </div>
          <LayoutPostList {...props} />
        </>
      )}
    </div>
  )
}
