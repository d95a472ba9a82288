import { Link } from '@/components/Link'
import type { CategoryIndexProps } from '@/lib/content/page-props'
import { format } from '@/lib/i18n/messages'
import { useMessages } from '@/lib/i18n/use-messages'

export const categoryHref = (name: string) => `/category/${encodeURIComponent(name)}`

/** Every category with its number of posts. */
export function CategoryIndex({ categories }: CategoryIndexProps) {
  const t = useMessages()
  return (
    <>
      <h1 className="mb-6 text-2xl font-semibold">{t.NAV.CATEGORY}</h1>
      <ul className="grid gap-3 sm:grid-cols-2">
        {categories.map((category) => (
          <li key={category.name}>
            <Link
              href={categoryHref(category.name)}
              className="flex items-center justify-between rounded border border-neutral-200 px-4 py-3 hover:border-neutral-400 dark:border-neutral-700"
            >
              <span>{category.name}</span>
              <span className="text-sm text-neutral-500">
                {format(t.COMMON.POSTS_COUNT, { count: category.count })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  )
}
