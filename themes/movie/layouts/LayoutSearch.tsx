import { SearchLayout } from '@/components/layout/SearchLayout'
import type { SearchPageProps } from '@/lib/theme/types'
import { LayoutPostList } from '@/themes/movie/layouts/LayoutPostList'

/** With a keyword the hits, highlighted; else every poster. The input lives in the header. */
export function LayoutSearch(props: SearchPageProps) {
  return (
    <SearchLayout page={props}>
      {({ results }) =>
        results ? <div className="mx-auto max-w-4xl">{results}</div> : <LayoutPostList {...props} />
      }
    </SearchLayout>
  )
}
