import { categoryHref } from '@/lib/routing/routes'
import { useSite } from '@/components/theme/theme-context'
import { WidgetList, type WidgetSlots } from '@/components/widgets/WidgetList'
import { useMessages } from '@/lib/i18n/use-messages'

/** Every category (the first `limit` when given) with its post count; nothing when there are none. */
export function CategoryList({
  limit,
  heading,
  ...props
}: {
  limit?: number
  /** Replaces the "Categories" heading. */
  heading?: string
  className?: string
  classes?: WidgetSlots
}) {
  const site = useSite()
  const t = useMessages()
  const shown = limit === undefined ? site.categories : site.categories.slice(0, limit)
  const links = shown.map((c) => ({
    key: c.name,
    href: categoryHref(c.name),
    label: c.name,
    count: c.count
  }))
  return (
    <WidgetList
      widget="categories"
      heading={heading || t.COMMON.CATEGORIES}
      links={links}
      {...props}
    />
  )
}
