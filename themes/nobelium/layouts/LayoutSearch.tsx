import { BrowserSearch } from '@/components/BrowserSearch'
import { SearchHits } from '@/components/SearchHits'
import { useSearchView } from '@/components/use-search-view'
import { useMessages } from '@/lib/i18n/use-messages'
import { useSite } from '@/components/theme/theme-context'
import type { SearchPageProps } from '@/lib/theme/types'
import { Pager } from '@/themes/nobelium/components/Pager'
import { PostColumn } from '@/themes/nobelium/components/PostColumn'
import { SearchNavBar } from '@/themes/nobelium/components/SearchNavBar'
import { MUTED } from '@/themes/nobelium/components/styles'

/**
 * The search bar and tag strip, then the highlighted hits for /search/{keyword}, the browser's
 * search for /search?s=, else every post.
 */
export function LayoutSearch(props: SearchPageProps) {
  const t = useMessages()
  const site = useSite()
  const { keyword, browserQuery, hits } = useSearchView(props)
  const found = props.keyword && (
    <>
      {hits.length === 0 && <p className={`py-8 ${MUTED}`}>{t.SEARCH.NO_RESULTS_FOUND}</p>}
      <SearchHits hits={hits} query={props.keyword} />
      <Pager page={props.page} pageCount={props.pageCount} basePath={props.basePath} />
    </>
  )
  return (
    <>
      <SearchNavBar keyword={keyword} tag={props.tag} />
      {found ||
        (browserQuery ? (
          <BrowserSearch indexUrl={site.search.indexUrl} query={browserQuery} />
        ) : (
          <PostColumn {...props} />
        ))}
    </>
  )
}
