import { useSite } from '@/components/theme/theme-context'
import { TagStrip } from '@/components/TagStrip'
import { CategoryList } from '@/components/widgets/CategoryList'
import { NoticeCard } from '@/components/widgets/NoticeCard'
import { cn } from '@/lib/style/cn'
import { CARD } from '@/themes/game/components/styles'

const pill =
  'rounded-full bg-neutral-100 px-3 py-1 hover:bg-violet-100 hover:text-violet-800 dark:bg-white/10 dark:hover:bg-white/20 dark:hover:text-white'

/** Under the content: a card with the categories, the tags and the notice. */
export function InfoCard() {
  const site = useSite()
  return (
    <div data-game-info="" className={cn(CARD, 'grid gap-6 p-5 md:grid-cols-3')}>
      <CategoryList
        classes={{ list: 'flex flex-wrap gap-2 space-y-0', item: 'items-center gap-1', link: pill }}
      />
      <TagStrip
        tags={site.tags}
        className="flex-wrap"
        classes={{ chip: 'rounded-full px-3 py-1' }}
      />
      <NoticeCard className="text-sm" />
    </div>
  )
}
