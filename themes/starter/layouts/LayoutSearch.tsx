import { SearchLayout } from '@/components/layout/SearchLayout'
import { TagStrip } from '@/components/TagStrip'
import { useSite } from '@/components/theme/theme-context'
import { cn } from '@/lib/style/cn'
import type { SearchPageProps } from '@/lib/theme/types'
import { CARD, CONTAINER_BOX } from '@/themes/starter/components/styles'
import { LayoutPostList } from '@/themes/starter/layouts/LayoutPostList'

/** The search box on a card; with a keyword the hits, else the tags and every post. */
export function LayoutSearch(props: SearchPageProps) {
  const site = useSite()
  return (
    <SearchLayout
      page={props}
      boxClassName="border px-3 py-2 rounded-md border-[#DFE4EA] focus-within:border-[#3758F9] dark:border-white/20"
    >
      {({ box, results }) => (
        <>
          <div className={cn(CONTAINER_BOX, 'max-w-3xl pt-16')}>
            <div className={cn(CARD, 'p-5')}>
              {box}
              {!results && <TagStrip tags={site.tags} className="mt-4" />}
            </div>
          </div>
          {results ? (
            <div className={cn(CONTAINER_BOX, 'max-w-3xl py-12')}>{results}</div>
          ) : (
            <LayoutPostList {...props} />
          )}
        </>
      )}
    </SearchLayout>
  )
}
