import { BrowserSearch } from '@/components/BrowserSearch'
import { SearchBox } from '@/components/SearchBox'
import { useSite } from '@/components/theme/theme-context'
import { useSearchView } from '@/components/use-search-view'
import type { SearchPageProps } from '@/lib/theme/types'
import { PhotoList } from '@/themes/photo/components/PhotoList'

/**
 * The search box, then the strip: the server's hits with their titles marked for
 * /search/{keyword}, the browser's search for /search?s=, else every post.
 */
export function LayoutSearch(props: SearchPageProps) {
  const site = useSite()
  const { keyword, browserQuery } = useSearchView(props)
  return (
    <div className="mx-auto max-w-[90rem]">
      <div className="mx-auto mb-8 max-w-md px-4">
        {/* Keyed so the box shows the keyword of the page navigated to. */}
        <SearchBox
          key={keyword}
          keyword={keyword}
          tag={props.tag}
          className="rounded-full border-black/15 bg-neutral-50 px-4 dark:border-white/15 dark:bg-black/20"
        />
      </div>
      {browserQuery ? (
        <div className="mx-auto max-w-3xl px-4">
          <BrowserSearch indexUrl={site.search.indexUrl} query={browserQuery} />
        </div>
      ) : (
        <PhotoList {...props} query={props.keyword} />
      )}
    </div>
  )
}
