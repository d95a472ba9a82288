import { SearchLayout } from '@/components/layout/SearchLayout'
import type { SearchPageProps } from '@/lib/theme/types'
import { PhotoList } from '@/themes/photo/components/PhotoList'

/**
 * The search box, then the strip: the server's hits with their titles marked for
 * /search/{keyword}, the browser's search for /search?s=, else every post.
 */
export function LayoutSearch(props: SearchPageProps) {
  return (
    <SearchLayout
      page={props}
      boxClassName="border py-2 rounded-full border-black/15 bg-neutral-50 px-4 dark:border-white/15 dark:bg-black/20"
    >
      {({ box, browserQuery, results }) => (
        <div className="mx-auto max-w-[90rem]">
          <div className="mx-auto mb-8 max-w-md px-4">{box}</div>
          {browserQuery ? (
            <div className="mx-auto max-w-3xl px-4">{results}</div>
          ) : (
            <PhotoList {...props} query={props.keyword} />
          )}
        </div>
      )}
    </SearchLayout>
  )
}
