import { ArchiveYears } from '@/components/ArchiveYears'
import { Link } from '@/components/Link'
import { useArchiveHash } from '@/components/use-archive-hash'
import type { ArchiveProps } from '@/lib/theme/props'
import { cn } from '@/lib/style/cn'
import { BLUE_HOVER, CARD, CONTAINER } from '@/themes/starter/components/styles'

const NO_YEARS: never[] = []

/**
 * Every post as a card (day and title) in one grid, newest first; the first card of each month
 * carries the month's anchor (`#yyyy-MM`), so links to a month still land on it.
 */
export function LayoutArchive({ archive, years = NO_YEARS, year = null }: ArchiveProps) {
  useArchiveHash(years, year)
  return (
    <div className={cn(CONTAINER, 'space-y-10 py-16')}>
      <ArchiveYears years={years} current={year} />
      <ul data-starter-archive="" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {archive.flatMap((group) =>
          group.posts.map((post, i) => (
            <li
              key={post.id}
              id={i === 0 ? group.key : undefined}
              className={cn(CARD, 'flex scroll-mt-24 flex-col gap-3 p-6')}
            >
              <time
                dateTime={post.date}
                className="self-start rounded-sm bg-[#3758F9] px-3 py-0.5 text-xs font-medium text-white"
              >
                {post.publishDay}
              </time>
              <Link
                href={post.href}
                target={post.target}
                className={cn('text-lg font-semibold', BLUE_HOVER)}
              >
                {post.title}
              </Link>
            </li>
          ))
        )}
      </ul>
    </div>
  )
}
