import { SearchLayout } from '@/components/layout/SearchLayout'
import { useMessages } from '@/lib/i18n/use-messages'
import type { SearchPageProps } from '@/lib/theme/types'
import { PostColumn } from '@/themes/simple/components/PostColumn'

/**
 * The search page shows its input (NotionNext's simple lost it), then the highlighted hits of
 * /search/{keyword}, the browser's search for /search?s=, else every post.
 */
export function LayoutSearch(props: SearchPageProps) {
  const t = useMessages()
  return (
    <SearchLayout
      page={props}
      boxClassName="border px-3 py-2 rounded-none border-neutral-400 dark:border-neutral-500"
    >
      {({ box, results }) => (
        <div>
          <h1 className="mb-4 text-lg font-semibold">{t.SEARCH.SEARCH}</h1>
          {box}
          <div className="mt-6">{results ?? <PostColumn {...props} />}</div>
        </div>
      )}
    </SearchLayout>
  )
}
