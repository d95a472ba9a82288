import { SearchBox } from '@/components/SearchBox'
import { cn } from '@/lib/style/cn'
import { CategoryList } from '@/components/widgets/CategoryList'
import { TagCloud } from '@/components/widgets/TagCloud'
import { CARD, WIDGET_HEADING, WIDGET_SLOTS } from '@/themes/hexo/components/styles'

const card = cn(CARD, 'p-5')

/** The search box in a card; without a keyword, the category and tag cards under it. */
export function SearchNav({
  keyword,
  tag,
  clouds
}: {
  keyword: string
  tag?: string | null
  clouds: boolean
}) {
  return (
    <div className="mb-6 space-y-5">
      <div className={card}>
        {/* Keyed so the box shows the keyword of the page navigated to. */}
        <SearchBox
          key={keyword}
          keyword={keyword}
          tag={tag ?? null}
          className="border px-3 py-2 rounded-lg border-black/10 bg-neutral-50 focus-within:border-(--hexo-accent) dark:border-white/15 dark:bg-black/20"
        />
      </div>
      {clouds && (
        <>
          <CategoryList
            className={card}
            classes={{
              ...WIDGET_SLOTS,
              list: 'grid grid-cols-2 gap-2 space-y-0 md:grid-cols-3',
              item: 'rounded-lg bg-black/[0.03] px-3 py-2 dark:bg-white/5'
            }}
          />
          <TagCloud className={card} classes={{ heading: WIDGET_HEADING }} />
        </>
      )}
    </div>
  )
}
