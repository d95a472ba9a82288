/**
 * Every URL of the site's own list pages, built in one place: themes, components, page props
 * and the sitemap all link through these. Posts and pages have theirs from `hrefOf`
 * (lib/content/post-href), which honours POST_URL_PREFIX.
 */
const segment = (value: string) => encodeURIComponent(value)

export const HOME_PATH = '/'
export const ARCHIVE_PATH = '/archive'
export const CATEGORY_INDEX_PATH = '/category'
export const TAG_INDEX_PATH = '/tag'
export const SEARCH_PATH = '/search'

/** The archive, or one year of it. */
export const archiveHref = (year?: string) => (year ? `${ARCHIVE_PATH}/${year}` : ARCHIVE_PATH)

/** The archive's group of a date's month (`/archive#yyyy-MM`). */
export const archiveMonthHref = (date: string) => `${ARCHIVE_PATH}#${date.slice(0, 7)}`

export const categoryHref = (name: string) => `${CATEGORY_INDEX_PATH}/${segment(name)}`

export const tagHref = (name: string) => `${TAG_INDEX_PATH}/${segment(name)}`

/** A server's search page for a canonical keyword (the bare search page without one). */
export const searchPath = (keyword: string) =>
  keyword ? `${SEARCH_PATH}/${segment(keyword)}` : SEARCH_PATH

/** A static export's search page: the browser reads `?s=`. */
export const searchQueryHref = (keyword: string) => `${SEARCH_PATH}?s=${segment(keyword)}`

/** Page `n` of a list under `basePath` (`/page/{n}`); page 1 is the base path itself. */
export function pageHref(basePath: string, page: number, search?: string): string {
  const path = page <= 1 ? basePath || HOME_PATH : `${basePath}/page/${page}`
  return search ? `${path}?s=${segment(search)}` : path
}
