import { Link } from '@/components/Link'
import type { ArchiveProps } from '@/lib/content/page-props'
import { useMessages } from '@/lib/i18n/use-messages'
import { cn, type ClassSlots } from '@/lib/style/cn'

export type ArchiveGroupsClasses = ClassSlots<'title' | 'heading' | 'list' | 'item' | 'time'>

/** Posts grouped under month/year headings (anchor `#yyyy-MM`), each with its day and title. */
export function ArchiveGroups({
  archive,
  classes = {}
}: ArchiveProps & { classes?: ArchiveGroupsClasses }) {
  const t = useMessages()
  return (
    <div className="space-y-8" data-part="archive">
      <h1 className={cn('text-2xl font-semibold', classes.title)}>{t.NAV.ARCHIVE}</h1>
      {archive.map((group) => (
        <section key={group.key} id={group.key} aria-labelledby={`archive-${group.key}`}>
          <h2
            id={`archive-${group.key}`}
            className={cn('mb-3 text-xl font-semibold', classes.heading)}
          >
            {group.title}
          </h2>
          <ul className={cn('space-y-2', classes.list)}>
            {group.posts.map((post) => (
              <li key={post.id} className={cn('flex gap-4', classes.item)}>
                <time
                  dateTime={post.date}
                  className={cn('w-28 shrink-0 text-sm text-neutral-500', classes.time)}
                >
                  {post.publishDay}
                </time>
                <Link href={post.href} target={post.target} className="hover:underline">
                  {post.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
