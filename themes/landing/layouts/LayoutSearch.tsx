import { SearchLayout } from '@/components/layout/SearchLayout'
import { PostList } from '@/components/post-list/PostList'
import { useMessages } from '@/lib/i18n/use-messages'
import type { SearchPageProps } from '@/lib/theme/types'
import { PageTitle } from '@/themes/landing/components/PageTitle'
import { PostRow } from '@/themes/landing/components/PostRow'

/** The search field, then the hits (server-rendered keyword, browser `?s=`), else every post. */
export function LayoutSearch(props: SearchPageProps) {
  const t = useMessages()
  return (
    <SearchLayout page={props}>
      {({ box, results }) => (
        <>
          <PageTitle>{t.SEARCH.SEARCH}</PageTitle>
          {box}
          <div className="mt-6">{results ?? <PostList Card={PostRow} {...props} />}</div>
        </>
      )}
    </SearchLayout>
  )
}
