import { SearchLayout } from '@/components/layout/SearchLayout'
import { CategoryList } from '@/components/widgets/CategoryList'
import { TagCloud } from '@/components/widgets/TagCloud'
import type { SearchPageProps } from '@/lib/theme/types'
import { CARD } from '@/themes/matery/components/styles'
import { LayoutPostList } from '@/themes/matery/layouts/LayoutPostList'

const card = `${CARD} p-5`
const heading = 'mb-3 text-sm font-semibold text-indigo-800 dark:text-indigo-200'

/** The search card; a keyword's hits highlighted, or the categories, the tags and every post. */
export function LayoutSearch(props: SearchPageProps) {
  return (
    <SearchLayout
      page={props}
      boxClassName="border py-2 rounded-full border-black/10 bg-neutral-50 px-2 focus-within:border-indigo-600 dark:border-white/15 dark:bg-black/20"
    >
      {({ box, results }) => (
        <div className="space-y-6">
          <div className={card}>{box}</div>
          {results ? (
            <div className={card}>{results}</div>
          ) : (
            <>
              <div className="grid gap-6 md:grid-cols-2">
                <CategoryList className={card} classes={{ heading, count: 'text-muted' }} />
                <TagCloud className={card} classes={{ heading }} />
              </div>
              <LayoutPostList {...props} />
            </>
          )}
        </div>
      )}
    </SearchLayout>
  )
}
