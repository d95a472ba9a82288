import { Link } from '@/components/Link'
import { useSite } from '@/components/theme/theme-context'
import { AuthorCard } from '@/components/widgets/AuthorCard'
import { ARCHIVE_PATH, CATEGORY_INDEX_PATH, TAG_INDEX_PATH } from '@/lib/routing/routes'
import { useMessages } from '@/lib/i18n/use-messages'
import { useNextStrings } from '@/themes/next/strings'
import { MUTED } from '@/themes/next/components/styles'

/** The "Overview" tab: the author, then the post, category and tag counts. */
export function Overview() {
  const site = useSite()
  const t = useMessages()
  const s = useNextStrings()
  const counts = [
    { href: ARCHIVE_PATH, label: s.POSTS, count: site.postCount },
    { href: CATEGORY_INDEX_PATH, label: t.COMMON.CATEGORIES, count: site.categories.length },
    { href: TAG_INDEX_PATH, label: t.COMMON.TAGS, count: site.tags.length }
  ]
  return (
    <div data-next-overview="" className="text-center">
      <AuthorCard
        avatar
        contacts
        className="flex-col"
        classes={{
          layout: 'flex items-center gap-2',
          avatar: 'h-24 w-24',
          text: 'w-full',
          name: 'text-base font-semibold text-neutral-800 dark:text-neutral-100',
          bio: `mt-1 text-sm dark:text-neutral-400 ${MUTED}`,
          contacts: 'mt-3',
          contactSlots: {
            heading: 'sr-only mb-2 text-sm font-semibold',
            list: 'justify-center gap-2'
          }
        }}
      />
      <ul className="mt-4 flex justify-center divide-x divide-neutral-200 dark:divide-neutral-700">
        {counts.map((c) => (
          <li key={c.href} className="px-3">
            <Link href={c.href} className="block hover:underline">
              <span className="block text-lg font-semibold text-neutral-800 dark:text-neutral-100">
                {c.count}
              </span>
              <span className={`text-xs ${MUTED}`}>{c.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
