import {
  ARCHIVE_PATH,
  CATEGORY_INDEX_PATH,
  SEARCH_PATH,
  TAG_INDEX_PATH
} from '@/lib/routing/routes'

const LIST_PAGES = [ARCHIVE_PATH, CATEGORY_INDEX_PATH, TAG_INDEX_PATH, SEARCH_PATH, '/page']

const isListPage = (path: string) =>
  path === '/' || LIST_PAGES.some((base) => path === base || path.startsWith(`${base}/`))

/** The paths of the posts and pages a sitemap lists, without the site's list pages. */
export function sitemapPaths(xml: string): string[] {
  const paths = [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].flatMap((m) => {
    try {
      return [new URL(m[1] ?? '', 'https://site.invalid').pathname]
    } catch {
      return []
    }
  })
  return [...new Set(paths)].filter((path) => !isListPage(path))
}

/** A path other than `current` at random, or null when there is none. */
export function randomPath(
  paths: readonly string[],
  current: string,
  random: () => number = Math.random
): string | null {
  const others = paths.filter((path) => path !== current)
  return others[Math.floor(random() * others.length)] ?? null
}
