import { SearchLayout } from '@/components/layout/SearchLayout'
import { cn } from '@/lib/style/cn'
import type { SearchPageProps } from '@/lib/theme/types'
import { CARD } from '@/themes/hexo/components/styles'
import { SearchNav } from '@/themes/hexo/components/SearchNav'
import { LayoutPostList } from '@/themes/hexo/layouts/LayoutPostList'

/** The search card; hits highlighted for a keyword, else the category and tag cards and every post. */
export function LayoutSearch(props: SearchPageProps) {
  return (
    <SearchLayout page={props}>
      {({ keyword, results }) => (
        <>
          <SearchNav keyword={keyword} tag={props.tag} clouds={!results} />
          {results ? (
            <div className={cn(CARD, 'p-5')}>{results}</div>
          ) : (
            <LayoutPostList {...props} />
          )}
        </>
      )}
    </SearchLayout>
  )
}
