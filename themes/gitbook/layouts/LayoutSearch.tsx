import { SearchLayout } from '@/components/layout/SearchLayout'
import { useMessages } from '@/lib/i18n/use-messages'
import type { SearchPageProps } from '@/lib/theme/types'
import { LayoutPostList } from '@/themes/gitbook/layouts/LayoutPostList'

/** The search field, then the hits (server-rendered keyword, browser `?s=`), else every page. */
export function LayoutSearch(props: SearchPageProps) {
  const t = useMessages()
  return (
    <SearchLayout page={props}>
      {({ box, results }) => (
        <div>
          <h1 className="mb-4 text-3xl font-bold tracking-tight">{t.SEARCH.SEARCH}</h1>
          {box}
          <div className="mt-4">{results ?? <LayoutPostList {...props} />}</div>
        </div>
      )}
    </SearchLayout>
  )
}
