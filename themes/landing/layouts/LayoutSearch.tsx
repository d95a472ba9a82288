import { PostList } from '@/components/post-list/PostList'
import { SearchBox } from '@/components/SearchBox'
import { SearchOutcome } from '@/components/SearchOutcome'
import { useSearchView } from '@/components/use-search-view'
import { useMessages } from '@/lib/i18n/use-messages'
import type { SearchPageProps } from '@/lib/theme/types'
import { PageTitle } from '@/themes/landing/components/PageTitle'
import { PostRow } from '@/themes/landing/components/PostRow'

/** The search field, then the hits (server-rendered keyword, browser `?s=`), else every post. */
export function LayoutSearch(props: SearchPageProps) {
  const t = useMessages()
  const { keyword, browserQuery, hits } = useSearchView(props)
  return (
    <>
      <PageTitle>{t.SEARCH.SEARCH}</PageTitle>
      {/* Keyed so the box shows the keyword of the page navigated to. */}
      <SearchBox key={keyword} keyword={keyword} tag={props.tag} />
      <div className="mt-6">
        {props.keyword || browserQuery ? (
          <SearchOutcome page={props} browserQuery={browserQuery} hits={hits} />
        ) : (
          <PostList Card={PostRow} {...props} />
        )}
      </div>
    </>
  )
}
