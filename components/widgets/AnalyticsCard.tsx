import { useSite } from '@/components/theme/theme-context'
import { useMessages } from '@/lib/i18n/use-messages'
import { cn, type ClassSlots } from '@/lib/style/cn'

export type AnalyticsSlots = ClassSlots<'heading' | 'list' | 'item' | 'value'>

/**
 * Site statistics for a sidebar: the number of posts and, with the site-wide busuanzi counter
 * on (ANALYTICS_BUSUANZI_ENABLE), visits and visitors, which its script writes into the values.
 */
export function AnalyticsCard(props: { className?: string; classes?: AnalyticsSlots }) {
  const { classes = {} } = props
  const site = useSite()
  const t = useMessages()
  const busuanzi = site.config.ANALYTICS_BUSUANZI_ENABLE
  const rows = [
    { key: 'posts', label: t.COMMON.POSTS, value: site.postCount, id: undefined },
    ...(busuanzi
      ? [
          { key: 'pv', label: t.COMMON.SITE_VISITS, value: null, id: 'busuanzi_value_site_pv' },
          { key: 'uv', label: t.COMMON.SITE_VISITORS, value: null, id: 'busuanzi_value_site_uv' }
        ]
      : [])
  ]
  return (
    <section data-widget="analytics" className={props.className}>
      <h2 data-part="heading" className={cn('mb-2 text-sm font-semibold', classes.heading)}>
        {t.COMMON.STATISTICS}
      </h2>
      <dl data-part="list" className={cn('space-y-1 text-sm', classes.list)}>
        {rows.map((row) => (
          <div key={row.key} data-part="item" className={cn('flex justify-between', classes.item)}>
            <dt>{row.label}</dt>
            <dd id={row.id} data-part="value" className={cn('text-muted', classes.value)}>
              {row.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
