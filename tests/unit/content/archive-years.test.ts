import { describe, expect, it } from 'vitest'
import {
  ARCHIVE_MIN_POSTS,
  archiveYears,
  latestYears,
  yearGroups
} from '../../../lib/content/archive-years'
import type { ArchiveGroup } from '../../../lib/content/types'

const group = (key: string, posts: number): ArchiveGroup => ({
  key,
  title: key,
  posts: Array.from({ length: posts }, (_, i) => ({
    id: `${key}-${i}`,
    title: `Post ${i}`,
    href: `/article/${key}-${i}`,
    target: '_self',
    date: `${key}-01T00:00:00.000Z`,
    publishDay: `${key}-01`
  }))
})
// Newest month first, as archiveOf builds them.
const groups = [
  group('2025-03', 30),
  group('2025-01', 10),
  group('2024-12', 20),
  group('2023-06', 5)
]

describe('the archive by year', () => {
  it('counts posts per year, newest first', () => {
    expect(archiveYears(groups)).toEqual([
      { year: '2025', count: 40 },
      { year: '2024', count: 20 },
      { year: '2023', count: 5 }
    ])
  })
  it('shows whole latest years until ARCHIVE_MIN_POSTS posts', () => {
    expect(ARCHIVE_MIN_POSTS).toBe(50)
    expect(latestYears(groups).map((g) => g.key)).toEqual(['2025-03', '2025-01', '2024-12'])
    expect(latestYears([group('2025-03', 500), ...groups.slice(1)]).map((g) => g.key)).toEqual([
      '2025-03',
      '2025-01'
    ])
  })
  it('gives one year’s months, or null for a year without posts', () => {
    expect(yearGroups(groups, '2024')?.map((g) => g.key)).toEqual(['2024-12'])
    expect(yearGroups(groups, '1999')).toBeNull()
  })
})
