import { SearchLayout } from '@/components/layout/SearchLayout'
import { TagStrip } from '@/components/TagStrip'
import { useSite } from '@/components/theme/theme-context'
import { useMessages } from '@/lib/i18n/use-messages'
import type { SearchPageProps } from '@/lib/theme/types'
import { PostGrid } from '@/themes/plog/components/PostGrid'

/**
 * The search bar and tag strip (which NotionNext's plog never showed), then the highlighted
 * hits for /search/{keyword}, the browser's search for /search?s=, else the grid of every post.
 */
export function LayoutSearch(props: SearchPageProps) {
  const t = useMessages()
  const site = useSite()
  return (
    <SearchLayout
      page={props}
      boxClassName="border rounded-full border-black/15 bg-neutral-50 px-5 py-3 shadow-sm focus-within:ring-2 focus-within:ring-neutral-900/20 dark:border-white/15 dark:bg-neutral-950 dark:focus-within:ring-white/20"
    >
      {({ box, results }) => (
        <>
          <div className="mx-auto max-w-3xl px-5 pt-8 pb-4 md:pt-12">
            <h1 className="mb-4 text-3xl font-semibold tracking-tight">{t.NAV.SEARCH}</h1>
            {box}
            <div className="mt-2">
              <TagStrip
                tags={site.tags}
                active={props.tag}
                classes={{ chip: 'rounded-full px-3 py-1' }}
              />
            </div>
          </div>
          {results ? (
            <div className="mx-auto max-w-3xl px-5 pb-10">{results}</div>
          ) : (
            <PostGrid {...props} />
          )}
        </>
      )}
    </SearchLayout>
  )
}
