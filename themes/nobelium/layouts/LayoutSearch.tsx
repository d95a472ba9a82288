import { SearchLayout } from '@/components/layout/SearchLayout'
import type { SearchPageProps } from '@/lib/theme/types'
import { PostColumn } from '@/themes/nobelium/components/PostColumn'
import { SearchNavBar } from '@/themes/nobelium/components/SearchNavBar'
import { MUTED } from '@/themes/nobelium/components/styles'

/**
 * The search bar and tag strip, then the highlighted hits for /search/{keyword}, the browser's
 * search for /search?s=, else every post.
 */
export function LayoutSearch(props: SearchPageProps) {
  return (
    <SearchLayout page={props} emptyClassName={MUTED}>
      {({ keyword, results }) => (
        <>
          <SearchNavBar keyword={keyword} tag={props.tag} />
          {results ?? <PostColumn {...props} />}
        </>
      )}
    </SearchLayout>
  )
}
