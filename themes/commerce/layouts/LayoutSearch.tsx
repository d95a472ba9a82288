import { SearchLayout } from '@/components/layout/SearchLayout'
import { TagStrip } from '@/components/TagStrip'
import { useSite } from '@/components/theme/theme-context'
import { CategoryList } from '@/components/widgets/CategoryList'
import { cn } from '@/lib/style/cn'
import type { SearchPageProps } from '@/lib/theme/types'
import { CATEGORY_SLOTS, PANEL } from '@/themes/commerce/components/styles'
import { LayoutPostList } from '@/themes/commerce/layouts/LayoutPostList'

const panel = cn(PANEL, 'p-5')

/** The search box; with a keyword the hits highlighted, else the category and tag clouds. */
export function LayoutSearch(props: SearchPageProps) {
  const site = useSite()
  return (
    <SearchLayout
      page={props}
      boxClassName="border px-3 py-2 rounded-none border-black/15 focus-within:border-[#D2232A] dark:border-white/20"
    >
      {({ box, results }) => (
        <div className="space-y-5">
          <div className={panel}>{box}</div>
          {results ? (
            <div className={cn(panel, '[&_mark]:bg-[#D2232A]/20 [&_mark]:text-inherit')}>
              {results}
            </div>
          ) : (
            <>
              <CategoryList className={cn(panel, 'lg:hidden')} classes={CATEGORY_SLOTS} />
              <TagStrip tags={site.tags} className={PANEL} classes={{ padding: 'p-5' }} />
              <LayoutPostList {...props} />
            </>
          )}
        </div>
      )}
    </SearchLayout>
  )
}
