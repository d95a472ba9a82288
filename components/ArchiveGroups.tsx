import { ArchiveYears } from '@/components/ArchiveYears'
import { Link } from '@/components/Link'
import { useArchiveHash } from '@/components/use-archive-hash'
import type { ArchiveProps } from '@/lib/theme/props'
import { useMessages } from '@/lib/i18n/use-messages'
import { cn, type ClassSlots } from '@/lib/style/cn'

export type ArchiveGroupsClasses = ClassSlots<
  'title' | 'heading' | 'list' | 'item' | 'time' | 'link'
>

const NO_YEARS: never[] = []

/**
 * Posts grouped under month/year headings (anchor `#yyyy-MM`), each with its day and title:
 * the latest years on /archive, one year on /archive/{year}, with links to every year.
 */
export function ArchiveGroups({
  archive,
  years = NO_YEARS,
  year = null,
  classes = {}
}: ArchiveProps & { classes?: ArchiveGroupsClasses }) {
  const t = useMessages()
  useArchiveHash(years, year)
  return (
    <div className="space-y-8" data-part="archive">
      <h1 className={cn('text-2xl font-semibold', classes.title)}>
        {year ? `${t.NAV.ARCHIVE} ${year}` : t.NAV.ARCHIVE}
      </h1>
      <ArchiveYears years={years} current={year} />
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
                  className={cn('w-28 shrink-0 text-sm text-muted', classes.time)}
                >
                  {post.publishDay}
                </time>
                <Link
                  href={post.href}
                  target={post.target}
                  className={cn('hover:underline', classes.link)}
                >
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
