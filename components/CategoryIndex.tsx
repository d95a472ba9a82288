import { categoryHref } from '@/lib/routing/routes'
import { Link } from '@/components/Link'
import type { CategoryIndexProps } from '@/lib/theme/props'
import { format } from '@/lib/i18n/format'
import { useMessages } from '@/lib/i18n/use-messages'
import { cn, type ClassSlots } from '@/lib/style/cn'

/** Each slot given replaces its part's look (a link keeps its flex row). */
export type CategoryIndexClasses = ClassSlots<'title' | 'link'>

/** Every category with its number of posts. */
export function CategoryIndex({
  categories,
  classes = {}
}: CategoryIndexProps & { classes?: CategoryIndexClasses }) {
  const t = useMessages()
  return (
    <>
      <h1 className={classes.title ?? 'mb-6 text-2xl font-semibold'}>{t.NAV.CATEGORY}</h1>
      <ul className="grid gap-3 sm:grid-cols-2" data-part="category-index">
        {categories.map((category) => (
          <li key={category.name}>
            <Link
              href={categoryHref(category.name)}
              className={cn(
                'flex items-center justify-between',
                classes.link ??
                  'rounded border border-neutral-200 px-4 py-3 hover:border-neutral-400 dark:border-neutral-700'
              )}
            >
              <span>{category.name}</span>
              <span className="text-sm text-muted">
                {format(t.COMMON.POSTS_COUNT, { count: category.count })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  )
}
