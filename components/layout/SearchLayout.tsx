import type { ReactElement, ReactNode } from 'react'
import { SearchBox } from '@/components/SearchBox'
import { LazySearchOutcome } from '@/components/LazySearchOutcome'
import type { SearchHitsClasses, ShownHit } from '@/components/SearchHits'
import { useSearchView } from '@/components/use-search-view'
import type { SearchPageProps } from '@/lib/theme/types'

/** What a search page is made of; the theme places them in its markup. */
export interface SearchParts {
  /** The search field holding the keyword searched for. */
  box: ReactElement
  /**
   * The results: the server's highlighted hits and pager for /search/{keyword}, the browser's
   * search for /search?s=. Null when nothing is searched: the theme shows what to browse instead.
   */
  results: ReactElement | null
  /** The keyword shown: the page's, else the browser's query. */
  keyword: string
  /** The browser's query (/search?s=), '' on a server-rendered keyword page. */
  browserQuery: string
  /** The page's posts as hits, each with its snippet. */
  hits: ShownHit[]
}

export interface SearchLayoutProps {
  page: SearchPageProps
  /** Classes of the search field: its frame, replacing SearchBox's SEARCH_FRAME. */
  boxClassName?: string
  /** The field's placeholder names the page's tag ('tags #x'); false keeps the plain one. */
  boxTag?: boolean
  /** Restyles the results list (the server's hits and the browser's). */
  hitClasses?: SearchHitsClasses
  /** Shown under the server's hits when there are none (default: muted text). */
  emptyClassName?: string
  /** The theme's markup around the parts. */
  children: (parts: SearchParts) => ReactNode
}

/**
 * The skeleton of a search page: which results to show (the server's for a keyword page, the
 * browser's for `?s=`, none without a query) and the field holding the keyword. The theme's
 * LayoutSearch is its markup around these parts: where the field goes, how the results are
 * framed, and what to browse when nothing is searched.
 */
export function SearchLayout({
  page,
  boxClassName,
  boxTag = true,
  hitClasses,
  emptyClassName,
  children
}: SearchLayoutProps) {
  const { keyword, browserQuery, hits } = useSearchView(page)
  const box = (
    // Keyed so a new keyword (another search page) starts a new box holding it.
    <SearchBox
      key={keyword}
      keyword={keyword}
      tag={boxTag ? page.tag : undefined}
      className={boxClassName}
    />
  )
  const results =
    page.keyword || browserQuery ? (
      <LazySearchOutcome
        page={page}
        browserQuery={browserQuery}
        hits={hits}
        hitClasses={hitClasses}
        emptyClassName={emptyClassName}
      />
    ) : null
  return children({ box, results, keyword, browserQuery, hits })
}
