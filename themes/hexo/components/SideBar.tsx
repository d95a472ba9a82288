import { WalineRecent } from '@/components/comments/WalineRecent'
import { useSite } from '@/components/theme/theme-context'
import { AnalyticsCard } from '@/components/widgets/AnalyticsCard'
import { CategoryList } from '@/components/widgets/CategoryList'
import { LatestPosts } from '@/components/widgets/LatestPosts'
import { NoticeCard } from '@/components/widgets/NoticeCard'
import { TagCloud } from '@/components/widgets/TagCloud'
import { TocCard } from '@/components/widgets/TocCard'
import type { TocItem } from '@/lib/body/types'
import { useMessages } from '@/lib/i18n/use-messages'
import { cn } from '@/lib/style/cn'
import { useHexoConfig } from '@/themes/hexo/config'
import { InfoCard } from '@/themes/hexo/components/InfoCard'
import {
  CARD,
  MUTED,
  TOC_CLASSES,
  WIDGET_HEADING,
  WIDGET_SLOTS
} from '@/themes/hexo/components/styles'

const card = cn(CARD, 'p-5')

/**
 * The right column: the info card, the notice, statistics, latest posts, categories and tags, recent
 * comments; on an article its contents card stays in view on top.
 */
export function SideBar({
  toc,
  className
}: {
  toc: readonly TocItem[] | null
  className?: string
}) {
  const config = useHexoConfig()
  const site = useSite()
  const t = useMessages()
  const waline = site.config.COMMENT_WALINE_RECENT && site.config.COMMENT_WALINE_SERVER_URL
  return (
    <aside data-hexo-sidebar="" className={cn('space-y-5', className)}>
      <InfoCard />
      <NoticeCard className={card} classes={{ heading: WIDGET_HEADING }} />
      {config.HEXO_WIDGET_ANALYTICS && (
        <AnalyticsCard className={card} classes={{ heading: WIDGET_HEADING, value: MUTED }} />
      )}
      {config.HEXO_WIDGET_LATEST_POSTS && <LatestPosts className={card} classes={WIDGET_SLOTS} />}
      <CategoryList className={card} classes={WIDGET_SLOTS} />
      <TagCloud limit={30} className={card} classes={{ heading: WIDGET_HEADING }} />
      {waline && (
        <section className={card}>
          <h2 className={WIDGET_HEADING}>{t.POST.COMMENTS}</h2>
          <WalineRecent config={site.config} />
        </section>
      )}
      {toc && config.HEXO_WIDGET_TOC && (
        <div className="sticky top-20">
          <TocCard
            toc={toc}
            className={cn(card, 'max-h-[70vh] overflow-y-auto')}
            tocClasses={TOC_CLASSES}
          />
        </div>
      )}
    </aside>
  )
}
