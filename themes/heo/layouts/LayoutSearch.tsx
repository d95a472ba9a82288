import { SearchLayout } from '@/components/layout/SearchLayout'
import { CategoryList } from '@/components/widgets/CategoryList'
import { TagCloud } from '@/components/widgets/TagCloud'
import { cn } from '@/lib/style/cn'
import type { SearchPageProps } from '@/lib/theme/types'
import { CARD, WIDGET_HEADING, WIDGET_SLOTS } from '@/themes/heo/components/styles'
import { LayoutPostList } from '@/themes/heo/layouts/LayoutPostList'

const card = cn(CARD, 'p-5')

/** The search box; hits highlighted for a keyword, else the category and tag cards and the posts. */
export function LayoutSearch(props: SearchPageProps) {
  return (
    <SearchLayout
      page={props}
      boxClassName="border px-3 py-2 rounded-lg border-[#e3e8f7] bg-[#f7f9fe] focus-within:border-[#4f65f0] dark:border-[#42444a] dark:bg-[#18171d] dark:focus-within:border-[#ca8a04]"
    >
      {({ box, results }) => (
        <div className="space-y-4">
          <div className={card}>{box}</div>
          {results ? (
            <div
              className={cn(
                card,
                '[&_mark]:bg-[#4f65f0]/25 [&_mark]:text-inherit dark:[&_mark]:bg-[#ca8a04]/40'
              )}
            >
              {results}
            </div>
          ) : (
            <>
              <CategoryList
                className={card}
                classes={{
                  ...WIDGET_SLOTS,
                  list: 'grid grid-cols-2 gap-2 space-y-0 md:grid-cols-3',
                  item: 'rounded-lg bg-[#f7f9fe] px-3 py-2 dark:bg-[#18171d]'
                }}
              />
              <TagCloud className={card} classes={{ heading: WIDGET_HEADING }} />
              <LayoutPostList {...props} />
            </>
          )}
        </div>
      )}
    </SearchLayout>
  )
}
