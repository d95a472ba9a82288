import { SearchLayout } from '@/components/layout/SearchLayout'
import { cn } from '@/lib/style/cn'
import type { SearchPageProps } from '@/lib/theme/types'
import { CARD } from '@/themes/game/components/styles'
import { LayoutPostList } from '@/themes/game/layouts/LayoutPostList'

/**
 * No field in the page (the rail and the finder have one): a keyword's highlighted hits, or
 * without one the mosaic of every game.
 */
export function LayoutSearch(props: SearchPageProps) {
  return (
    <SearchLayout page={props}>
      {({ results }) =>
        results ? (
          <div className={cn(CARD, 'p-5 [&_mark]:bg-violet-500/25 [&_mark]:text-inherit')}>
            {results}
          </div>
        ) : (
          <LayoutPostList {...props} />
        )
      }
    </SearchLayout>
  )
}
