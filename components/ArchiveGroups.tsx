import { ArchiveYears } from '@/components/ArchiveYears'
import { Link } from '@/components/Link'
import { useArchiveHash } from '@/components/use-archive-hash'
import type { ArchiveProps } from '@/lib/theme/props'
import { useMessages } from '@/lib/i18n/use-messages'
import { cn, type ClassSlots } from '@/lib/style/cn'

/**
 * A slot given for `title`, `heading` or `list` replaces that part's own classes; `row` replaces
 * an item's layout (`flex gap-4`, and the date's fixed width); the others add to their part's.
 */
export type ArchiveGroupsClasses = ClassSlots<
  'title' | 'heading' | 'list' | 'row' | 'item' | 'time' | 'link'
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
      <h1 className={classes.title ?? 'text-2xl font-semibold'}>
        {year ? `${t.NAV.ARCHIVE} ${year}` : t.NAV.ARCHIVE}
      </h1>
      <ArchiveYears years={years} current={year} />
      {archive.map((group) => (
        <section key={group.key} id={group.key} aria-labelledby={`archive-${group.key}`}>
          <h2
            id={`archive-${group.key}`}
            className={classes.heading ?? 'mb-3 text-xl font-semibold'}
          >
            {group.title}
          </h2>
          <ul className={classes.list ?? 'space-y-2'}>
            {group.posts.map((post) => (
              <li key={post.id} className={cn(classes.row ?? 'flex gap-4', classes.item)}>
                <time
                  dateTime={post.date}
                  className={cn(
                    'shrink-0 text-sm text-muted',
                    !classes.row && 'w-28',
                    classes.time
                  )}
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
