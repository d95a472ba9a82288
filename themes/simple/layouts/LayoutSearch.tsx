import { SearchBox } from '@/components/SearchBox'
import { SearchOutcome } from '@/components/SearchOutcome'
import { useSearchView } from '@/components/use-search-view'
import { useMessages } from '@/lib/i18n/use-messages'
import type { SearchPageProps } from '@/lib/theme/types'
import { PostColumn } from '@/themes/simple/components/PostColumn'

/**
 * The search page shows its input (NotionNext's simple lost it), then the highlighted hits of
 * /search/{keyword}, the browser's search for /search?s=, else every post.
 */
export function LayoutSearch(props: SearchPageProps) {
  const t = useMessages()
  const { keyword, browserQuery, hits } = useSearchView(props)
  return (
    <div>
      <h1 className="mb-4 text-lg font-semibold">{t.SEARCH.SEARCH}</h1>
      {/* Keyed so the box shows the keyword of the page navigated to. */}
      <SearchBox
        key={keyword}
        keyword={keyword}
        tag={props.tag}
        className="rounded-none border-neutral-400 dark:border-neutral-500"
      />
      <div className="mt-6">
        {props.keyword || browserQuery ? (
          <SearchOutcome page={props} browserQuery={browserQuery} hits={hits} />
        ) : (
          <PostColumn {...props} />
        )}
      </div>
    </div>
  )
}
