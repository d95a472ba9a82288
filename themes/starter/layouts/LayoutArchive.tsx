import { ArchiveYears } from '@/components/ArchiveYears'
import { Link } from '@/components/Link'
import { useArchiveHash } from '@/components/use-archive-hash'
import type { ArchiveProps } from '@/lib/content/page-props'
import { cn } from '@/lib/style/cn'
import { BLUE_HOVER, CARD, CONTAINER } from '@/themes/starter/components/styles'

const NO_YEARS: never[] = []

/** Every post as a small card (day and title), grouped under month headings (`#yyyy-MM`). */
export function LayoutArchive({ archive, years = NO_YEARS, year = null }: ArchiveProps) {
  useArchiveHash(years, year)
  return (
    <div className={cn(CONTAINER, 'space-y-12 py-16')}>
      <ArchiveYears years={years} current={year} />
      {archive.map((group) => (
        <section
          key={group.key}
          id={group.key}
          aria-labelledby={`archive-${group.key}`}
          className="scroll-mt-24"
        >
          <h2 id={`archive-${group.key}`} className="mb-6 text-2xl font-bold">
            {group.title}
          </h2>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {group.posts.map((post) => (
              <li key={post.id} className={cn(CARD, 'flex flex-col gap-3 p-6')}>
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
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
