import { Link } from '@/components/Link'
import { categoryHref } from '@/components/CategoryIndex'
import { useSite } from '@/components/theme/theme-context'
import { WidgetSection, type WidgetSlots } from '@/components/widgets/WidgetSection'
import { useMessages } from '@/lib/i18n/use-messages'
import { cn } from '@/lib/style/cn'

/** Every category with its post count; nothing when there are none. */
export function CategoryList({
  className,
  classes = {}
}: {
  className?: string
  classes?: WidgetSlots
}) {
  const site = useSite()
  const t = useMessages()
  if (!site.categories.length) return null
  return (
    <WidgetSection
      widget="categories"
      heading={t.COMMON.CATEGORIES}
      className={className}
      headingClass={classes.heading}
    >
      <ul data-part="list" className={cn('space-y-1 text-sm', classes.list)}>
        {site.categories.map((c) => (
          <li key={c.name} data-part="item" className={cn('flex justify-between', classes.item)}>
            <Link
              href={categoryHref(c.name)}
              data-part="link"
              className={cn('hover:underline', classes.link)}
            >
              {c.name}
            </Link>
            <span data-part="count" className={cn('text-neutral-500', classes.count)}>
              {c.count}
            </span>
          </li>
        ))}
      </ul>
    </WidgetSection>
  )
}
