import { useSyncExternalStore } from 'react'
import { useSite } from '@/components/theme/theme-context'
import { useMessages } from '@/lib/i18n/use-messages'
import { cn, type ClassSlots } from '@/lib/style/cn'

/** `heading` replaces the heading's classes (`mb-2 text-sm font-semibold`); the others add. */
export type AnalyticsSlots = ClassSlots<'heading' | 'list' | 'item' | 'value'>

type Row = 'posts' | 'days' | 'pv' | 'uv'

export interface AnalyticsCardProps {
  /** The day the site started (yyyy-MM-dd): adds its age in days; invalid or absent: no row. */
  since?: string | null
  /** Labels replacing the default ones. */
  labels?: Partial<Record<Row, string>>
  className?: string
  classes?: AnalyticsSlots
}

const DAY = 86_400_000

/** Whole days from `since` to `now`; null for a date that does not parse. */
export function daysSince(since: string, now: number): number | null {
  const start = Date.parse(since)
  if (Number.isNaN(start)) return null
  return Math.max(0, Math.floor((now - start) / DAY))
}

const noSubscription = () => () => {}

/** The site's age counted in the browser (the page may be built long before it is read). */
function useDaysSince(since: string | null | undefined): number | null {
  return useSyncExternalStore(
    noSubscription,
    () => (since ? daysSince(since, Date.now()) : null),
    () => null
  )
}

/**
 * Site statistics for a sidebar: the number of posts, the site's age when given, and, with the
 * site-wide busuanzi counter on (ANALYTICS_BUSUANZI_ENABLE), visits and visitors, which its
 * script writes into the values.
 */
export function AnalyticsCard(props: AnalyticsCardProps) {
  const { classes = {}, labels = {} } = props
  const site = useSite()
  const t = useMessages()
  const days = useDaysSince(props.since)
  const busuanzi = site.config.ANALYTICS_BUSUANZI_ENABLE
  const age = props.since && daysSince(props.since, 0) !== null
  const rows = [
    { key: 'posts', label: labels.posts ?? t.COMMON.POSTS, value: site.postCount, id: undefined },
    ...(age ? [{ key: 'days', label: labels.days ?? t.COMMON.SITE_DAYS, value: days }] : []),
    ...(busuanzi
      ? [
          {
            key: 'pv',
            label: labels.pv ?? t.COMMON.SITE_VISITS,
            value: null,
            id: 'busuanzi_value_site_pv'
          },
          {
            key: 'uv',
            label: labels.uv ?? t.COMMON.SITE_VISITORS,
            value: null,
            id: 'busuanzi_value_site_uv'
          }
        ]
      : [])
  ]
  return (
    <section data-widget="analytics" className={props.className}>
      <h2 data-part="heading" className={classes.heading ?? 'mb-2 text-sm font-semibold'}>
        {t.COMMON.STATISTICS}
      </h2>
      <dl data-part="list" className={cn('space-y-1 text-sm', classes.list)}>
        {rows.map((row) => (
          <div
            key={row.key}
            data-part="item"
            data-row={row.key}
            className={cn('flex justify-between', classes.item)}
          >
            <dt>{row.label}</dt>
            <dd
              id={'id' in row ? row.id : undefined}
              data-part="value"
              className={cn('text-muted', classes.value)}
            >
              {row.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
