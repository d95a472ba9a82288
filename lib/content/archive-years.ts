import type { ArchiveGroup } from '@/lib/content/types'

/** A year of the archive and how many posts it holds. */
export interface ArchiveYear {
  year: string
  count: number
}

/** The archive page shows whole years, newest first, until it holds at least this many posts. */
export const ARCHIVE_MIN_POSTS = 50

const yearOf = (group: ArchiveGroup) => group.key.slice(0, 4)

/** Every year of the archive, newest first (groups come newest month first). */
export function archiveYears(groups: readonly ArchiveGroup[]): ArchiveYear[] {
  const years: ArchiveYear[] = []
  for (const group of groups) {
    const year = yearOf(group)
    const last = years[years.length - 1]
    if (last?.year === year) last.count += group.posts.length
    else years.push({ year, count: group.posts.length })
  }
  return years
}

/** The latest whole years holding ARCHIVE_MIN_POSTS posts or more (all of them if fewer). */
export function latestYears(groups: readonly ArchiveGroup[]): ArchiveGroup[] {
  let posts = 0
  const shown = new Set<string>()
  for (const { year, count } of archiveYears(groups)) {
    if (posts >= ARCHIVE_MIN_POSTS) break
    shown.add(year)
    posts += count
  }
  return groups.filter((g) => shown.has(yearOf(g)))
}

/** One year's months, or null when the archive has no such year. */
export function yearGroups(groups: readonly ArchiveGroup[], year: string): ArchiveGroup[] | null {
  const found = groups.filter((g) => yearOf(g) === year)
  return found.length ? found : null
}
