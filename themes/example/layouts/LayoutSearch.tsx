import { SearchLayout } from '@/components/layout/SearchLayout'
import { TagStrip } from '@/components/TagStrip'
import { useSite } from '@/components/theme/theme-context'
import type { SearchPageProps } from '@/lib/theme/types'
import { LayoutPostList } from '@/themes/example/layouts/LayoutPostList'

/**
 * Search bar and tag strip above the results: rendered on the server for /search/{keyword},
 * searched in the browser for /search?s= (a static export's only way), else every post.
 */
export function LayoutSearch(props: SearchPageProps) {
  const site = useSite()
  return (
    <SearchLayout page={props}>
      {({ box, results }) => (
        <div>
          {box}
          <TagStrip tags={site.tags} active={props.tag} />
          {results ?? <LayoutPostList {...props} />}
        </div>
      )}
    </SearchLayout>
  )
}
