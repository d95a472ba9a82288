import type { ArchiveGroup, ArchiveItem, PostSummary } from '@/lib/content/types'

const titleFormats = new Map<string, Intl.DateTimeFormat>()

/** 'March 2024' (en-US), '2024年3月' (zh-CN): the month heading of an archive group. */
export function archiveTitle(key: string, lang: string): string {
  let format = titleFormats.get(lang)
  if (!format) {
    format = new Intl.DateTimeFormat(lang, { year: 'numeric', month: 'long', timeZone: 'UTC' })
    titleFormats.set(lang, format)
  }
  return format.format(new Date(`${key}-01T00:00:00Z`))
}

/**
 * Posts grouped by month ('yyyy-MM' of the day written in Notion), newest month first, each
 * group newest first.
 */
export function archiveOf<T extends Pick<PostSummary, 'date'> & { day: string }>(
  posts: readonly T[],
  lang: string,
  toSummary: (post: T) => PostSummary
): ArchiveGroup[] {
  const groups = new Map<string, T[]>()
  for (const post of posts) {
    const key = post.day.slice(0, 7)
    const group = groups.get(key) ?? []
    group.push(post)
    groups.set(key, group)
  }
  return [...groups.keys()]
    .sort((a, b) => (a < b ? 1 : a > b ? -1 : 0))
    .map((key) => ({
      key,
      title: archiveTitle(key, lang),
      posts: (groups.get(key) ?? [])
        .sort((a, b) => Date.parse(b.date) - Date.parse(a.date))
        .map((post) => archiveItem(toSummary(post)))
    }))
}

/** The fields an archive line shows, and nothing else (see ArchiveItem). */
export function archiveItem({
  id,
  title,
  href,
  target,
  date,
  publishDay
}: PostSummary): ArchiveItem {
  return { id, title, href, target, date, publishDay }
}
