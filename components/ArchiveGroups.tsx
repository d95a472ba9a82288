import { Link } from './Link'
import type { ArchiveProps } from '../lib/content/page-props'
import { useMessages } from '../lib/i18n/use-messages'
import { ArchiveYears } from './ArchiveYears'
import { useArchiveHash } from './use-archive-hash'

const NO_YEARS: never[] = []

/**
 * Posts grouped under month/year headings (anchor `#yyyy-MM`), each with its day and title:
 * the latest years on /archive, one year on /archive/{year}, with links to every year.
 */
export function ArchiveGroups({ archive, years = NO_YEARS, year = null }: ArchiveProps) {
  const t = useMessages()
  useArchiveHash(years, year)
  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-semibold">
        {year ? `${t.NAV.ARCHIVE} ${year}` : t.NAV.ARCHIVE}
      </h1>
      <ArchiveYears years={years} current={year} />
      {archive.map((group) => (
        <section key={group.key} id={group.key} aria-labelledby={`archive-${group.key}`}>
          <h2 id={`archive-${group.key}`} className="mb-3 text-xl font-semibold">
            {group.title}
          </h2>
          <ul className="space-y-2">
            {group.posts.map((post) => (
              <li key={post.id} className="flex gap-4">
                <time dateTime={post.date} className="w-28 shrink-0 text-sm text-neutral-500">
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
