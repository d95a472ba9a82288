import { SearchLayout } from '@/components/layout/SearchLayout'
import type { SearchPageProps } from '@/lib/theme/types'
import { PANEL } from '@/themes/fukasawa/components/styles'
import { LayoutPostList } from '@/themes/fukasawa/layouts/LayoutPostList'

/**
 * Results in a white panel (highlighted hits from the server for /search/{keyword}, the
 * browser's search for /search?s=), else the wall of every post. The field is in the sidebar
 * and the phone bar; here it shows only where neither is (tablets keep the bar).
 */
export function LayoutSearch(props: SearchPageProps) {
  return (
    <SearchLayout
      page={props}
      boxClassName="border border-neutral-300 px-3 py-2 dark:border-neutral-700 rounded-none"
      boxTag={false}
    >
      {({ box, results }) => (
        <>
          <div className={`${PANEL} mb-4 p-4 lg:hidden`}>{box}</div>
          {results ? (
            <div data-fukasawa-results="" className={`${PANEL} px-5 py-4`}>
              {results}
            </div>
          ) : (
            <LayoutPostList {...props} />
          )}
        </>
      )}
    </SearchLayout>
  )
}
