import { AnalyticsCard } from '@/components/widgets/AnalyticsCard'
import { LatestPosts } from '@/components/widgets/LatestPosts'
import { TagCloud } from '@/components/widgets/TagCloud'
import { TocCard } from '@/components/widgets/TocCard'
import type { TocItem } from '@/lib/body/types'
import { showToc } from '@/lib/body/table-of-contents'
import { cn } from '@/lib/style/cn'
import { useHeoConfig } from '@/themes/heo/config'
import { InfoCard } from '@/themes/heo/components/InfoCard'
import { SocialCard } from '@/themes/heo/components/SocialCard'
import { CARD, TOC_CURRENT, WIDGET_HEADING, WIDGET_SLOTS } from '@/themes/heo/components/styles'

const card = cn(CARD, 'p-5')

/**
 * The sidebar: the info card, then a sticky group: the contents on an article, the community
 * card, the latest posts, the tag cloud and the statistics.
 */
export function SideBar({
  toc,
  className
}: {
  toc: readonly TocItem[] | null
  className?: string
}) {
  const config = useHeoConfig()
  return (
    <aside data-heo-sidebar="" className={cn('space-y-4', className)}>
      <InfoCard />
      <div className="sticky top-20 space-y-4">
        {toc && showToc(toc) && (
          <TocCard
            toc={toc}
            className={cn(card, 'max-h-[60vh] overflow-y-auto')}
            tocClass={TOC_CURRENT}
          />
        )}
        {config.HEO_SOCIAL_CARD && <SocialCard />}
        {!toc && <LatestPosts className={card} classes={WIDGET_SLOTS} />}
        <div className={card}>
          <TagCloud limit={60} classes={{ heading: WIDGET_HEADING }} />
          <AnalyticsCard
            since={config.HEO_SITE_CREATE_TIME}
            labels={{
              posts: config.HEO_POST_COUNT_TITLE,
              days: config.HEO_SITE_TIME_TITLE,
              pv: config.HEO_SITE_VISIT_TITLE,
              uv: config.HEO_SITE_VISITOR_TITLE
            }}
            className="mt-4 border-t border-dashed border-[#e3e8f7] pt-4 dark:border-[#42444a]"
            classes={{ heading: WIDGET_HEADING }}
          />
        </div>
      </div>
    </aside>
  )
}
