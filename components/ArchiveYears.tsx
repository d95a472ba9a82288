import type { ArchiveYear } from '@/lib/content/archive-years'
import { Link } from '@/components/Link'
import { archiveHref } from '@/lib/routing/routes'

/** Links to every year of the archive (`/archive/{year}`), the current one marked. */
export function ArchiveYears({ years, current }: { years: ArchiveYear[]; current: string | null }) {
  if (years.length < 2 && !current) return null
  return (
    <nav aria-label="years" className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {years.map(({ year, count }) => (
        <Link
          key={year}
          href={archiveHref(year)}
          aria-current={year === current ? 'page' : undefined}
          className="text-muted hover:underline aria-[current=page]:font-semibold aria-[current=page]:text-neutral-900 dark:aria-[current=page]:text-white"
        >
          {year} <span className="tabular-nums">({count})</span>
        </Link>
      ))}
    </nav>
  )
}
