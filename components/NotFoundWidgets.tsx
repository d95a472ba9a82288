import { SEARCH_FRAME, SearchBox } from '@/components/SearchBox'
import { useThemeData } from '@/components/theme/use-theme-data'
import { CategoryList } from '@/components/widgets/CategoryList'
import { LatestPosts } from '@/components/widgets/LatestPosts'
import { TagCloud } from '@/components/widgets/TagCloud'
import { WidgetList, type WidgetSlots } from '@/components/widgets/WidgetList'
import { useMessages } from '@/lib/i18n/use-messages'
import { archiveMonthHref } from '@/lib/routing/routes'
import { cn, type ClassSlots } from '@/lib/style/cn'

export interface NotFoundWidgetsProps {
  /** How many categories the categories widget lists. */
  categoryLimit?: number
  className?: string
  /** `search` replaces the search box's frame (SearchBox's SEARCH_FRAME); the others add. */
  classes?: ClassSlots<'search' | 'grid' | 'widget'>
  /** Slots of every widget of the grid. */
  widgetClasses?: WidgetSlots
}

/** The archive's months, newest first; needs the `archiveMonths` theme data. */
export function ArchiveMonths(props: { className?: string; classes?: WidgetSlots }) {
  const t = useMessages()
  const months = useThemeData('archiveMonths') ?? []
  const links = months.map((m) => ({
    key: m.key,
    href: archiveMonthHref(m.key),
    label: m.title,
    count: m.count
  }))
  return <WidgetList widget="archive-months" heading={t.NAV.ARCHIVE} links={links} {...props} />
}

/**
 * What a lost visitor may look for: a search box, then the latest posts, categories, archive
 * months and tags in a grid (one column on phones, two from md, four from lg).
 */
export function NotFoundWidgets(props: NotFoundWidgetsProps) {
  const { classes = {}, widgetClasses } = props
  const widget = { className: classes.widget, classes: widgetClasses }
  return (
    <div data-part="not-found-widgets" className={props.className}>
      <SearchBox className={cn('mx-auto max-w-xl', classes.search ?? SEARCH_FRAME)} />
      <div
        data-part="widget-grid"
        className={cn('mt-10 grid gap-8 md:grid-cols-2 lg:grid-cols-4', classes.grid)}
      >
        <LatestPosts {...widget} />
        <CategoryList limit={props.categoryLimit} {...widget} />
        <ArchiveMonths {...widget} />
        <TagCloud {...widget} />
      </div>
    </div>
  )
}
