import { SearchBox } from '@/components/SearchBox'
import { SearchOutcome } from '@/components/SearchOutcome'
import { useSearchView } from '@/components/use-search-view'
import { useMessages } from '@/lib/i18n/use-messages'
import type { SearchPageProps } from '@/lib/theme/types'
import { TaxonomyGroups } from '@/themes/medium/components/TaxonomyGroups'

/**
 * A "Search" label and the input; the highlighted hits for a keyword (on the server for
 * /search/{keyword}, in the browser for /search?s=), else the categories and tags to browse.
 */
export function LayoutSearch(props: SearchPageProps) {
  const t = useMessages()
  const { keyword, browserQuery, hits } = useSearchView(props)
  return (
    <div>
      <h1 className="mb-4 text-3xl font-bold tracking-tight">{t.SEARCH.SEARCH}</h1>
      {/* Keyed so the box shows the keyword of the page navigated to. */}
      <SearchBox
        key={keyword}
        keyword={keyword}
        tag={props.tag}
        className="rounded-full bg-neutral-50 px-4 dark:bg-neutral-900"
      />
      {props.keyword || browserQuery ? (
        <div className="mt-6">
          <SearchOutcome page={props} browserQuery={browserQuery} hits={hits} />
        </div>
      ) : (
        <TaxonomyGroups />
      )}
    </div>
  )
}
