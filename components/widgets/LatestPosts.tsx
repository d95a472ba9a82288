import { Link } from '@/components/Link'
import { useSite } from '@/components/theme/theme-context'
import { WidgetSection, type WidgetSlots } from '@/components/widgets/WidgetSection'
import { useMessages } from '@/lib/i18n/use-messages'
import { cn } from '@/lib/style/cn'

/** The site's latest posts as links; nothing when there are none. */
export function LatestPosts({
  className,
  classes = {}
}: {
  className?: string
  classes?: WidgetSlots
}) {
  const site = useSite()
  const t = useMessages()
  if (!site.latestPosts.length) return null
  return (
    <WidgetSection
      widget="latest-posts"
      heading={t.COMMON.LATEST_POSTS}
      className={className}
      headingClass={classes.heading}
    >
      <ul data-part="list" className={cn('space-y-1 text-sm', classes.list)}>
        {site.latestPosts.map((p) => (
          <li key={p.id} data-part="item" className={classes.item}>
            <Link
              href={p.href}
              target={p.target}
              data-part="link"
              className={cn('hover:underline', classes.link)}
            >
              {p.title}
            </Link>
          </li>
        ))}
      </ul>
    </WidgetSection>
  )
}
