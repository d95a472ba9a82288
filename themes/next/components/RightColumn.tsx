import { WalineRecent } from '@/components/comments/WalineRecent'
import { AdSlot } from '@/components/integrations/AdSlot'
import { useSite } from '@/components/theme/theme-context'
import { CategoryList } from '@/components/widgets/CategoryList'
import { LatestPosts } from '@/components/widgets/LatestPosts'
import { NoticeCard } from '@/components/widgets/NoticeCard'
import { TagCloud } from '@/components/widgets/TagCloud'
import type { WidgetSlots } from '@/components/widgets/WidgetList'
import { useNextConfig } from '@/themes/next/config'
import { useNextStrings } from '@/themes/next/strings'
import { CARD, MUTED, SIDE_LINK, WIDGET_HEADING } from '@/themes/next/components/styles'

const BOX = `${CARD} p-4 text-sm`
const LIST: WidgetSlots = {
  heading: WIDGET_HEADING,
  list: 'space-y-2',
  item: 'gap-2',
  link: `${SIDE_LINK} min-w-0 truncate`,
  count: MUTED
}

/** The widget column (xl and up): ad, notice, latest posts, categories, tags, recent comments. */
export function RightColumn({ path }: { path: 'category' | 'tag' | null }) {
  const site = useSite()
  const config = useNextConfig()
  const s = useNextStrings()
  if (!config.NEXT_RIGHT_BAR) return null
  return (
    <aside
      aria-label={s.WIDGETS}
      data-next-right=""
      className="hidden w-60 shrink-0 space-y-3 xl:block"
    >
      {config.NEXT_RIGHT_AD && <AdSlot config={site.config} kind="auto" />}
      <NoticeCard className={BOX} classes={{ heading: WIDGET_HEADING }} />
      {config.NEXT_RIGHT_LATEST_POSTS && <LatestPosts className={BOX} classes={LIST} />}
      {config.NEXT_RIGHT_CATEGORY_LIST && path !== 'category' && (
        <CategoryList limit={config.NEXT_PREVIEW_CATEGORY_COUNT} className={BOX} classes={LIST} />
      )}
      {config.NEXT_RIGHT_TAG_LIST && path !== 'tag' && (
        <TagCloud
          limit={config.NEXT_PREVIEW_TAG_COUNT}
          className={BOX}
          classes={{ heading: WIDGET_HEADING }}
        />
      )}
      {site.config.COMMENT_WALINE_RECENT && (
        // Waline answers after load; the card stays hidden until its list arrives.
        <section data-next-recent="" className={`${BOX} [&:not(:has(ul))]:hidden`}>
          <h2 className={WIDGET_HEADING}>{s.RECENT_COMMENTS}</h2>
          <div className="text-neutral-700 dark:text-neutral-300 [&_a]:block [&_a:hover]:underline">
            <WalineRecent config={site.config} />
          </div>
        </section>
      )}
    </aside>
  )
}
