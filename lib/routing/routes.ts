/**
 * Every URL of the site's own list pages, built in one place: themes, components, page props
 * and the sitemap all link through these. Posts and pages have theirs from `hrefOf`
 * (lib/content/post-href), which honours POST_URL_PREFIX.
 *
 * A multi-language site serves each extra language under its prefix (`/zh/archive`). The page
 * being rendered sets that base once (`setRouteBase`, from its site props); the paths below and
 * the helpers' default `base` follow it, so no theme passes it around. Server-side code (props,
 * sitemap, feeds) passes its site data's base explicitly: it may run beside other renders.
 */
const segment = (value: string) => encodeURIComponent(value)

let routeBase = ''

// Live bindings: importers see the values setRouteBase gives them.
export let HOME_PATH = '/'
export let ARCHIVE_PATH = '/archive'
export let CATEGORY_INDEX_PATH = '/category'
export let TAG_INDEX_PATH = '/tag'
export let SEARCH_PATH = '/search'

/** The base path of the language being rendered: '' (the default site) or '/{prefix}'. */
export function setRouteBase(base: string): void {
  if (base === routeBase) return
  routeBase = base
  HOME_PATH = base || '/'
  ARCHIVE_PATH = `${base}/archive`
  CATEGORY_INDEX_PATH = `${base}/category`
  TAG_INDEX_PATH = `${base}/tag`
  SEARCH_PATH = `${base}/search`
}

export const routeBaseNow = () => routeBase

/** A site path under a base: `homeHref('/zh')` is `/zh`, `homeHref('')` is `/`. */
export const homeHref = (base = routeBase) => base || '/'

/** The archive, or one year of it. */
export const archiveHref = (year?: string, base = routeBase) =>
  year ? `${base}/archive/${year}` : `${base}/archive`

/** The archive's group of a date's month (`/archive#yyyy-MM`). */
export const archiveMonthHref = (date: string, base = routeBase) =>
  `${base}/archive#${date.slice(0, 7)}`

export const categoryIndexHref = (base = routeBase) => `${base}/category`
export const tagIndexHref = (base = routeBase) => `${base}/tag`

export const categoryHref = (name: string, base = routeBase) => `${base}/category/${segment(name)}`

export const tagHref = (name: string, base = routeBase) => `${base}/tag/${segment(name)}`

/** A server's search page for a canonical keyword (the bare search page without one). */
export const searchPath = (keyword: string, base = routeBase) =>
  keyword ? `${base}/search/${segment(keyword)}` : `${base}/search`

/** A static export's search page: the browser reads `?s=`. */
export const searchQueryHref = (keyword: string, base = routeBase) =>
  `${base}/search?s=${segment(keyword)}`

/**
 * Page `n` of a list under `basePath` (`/page/{n}`); page 1 is the base path itself. An empty
 * `basePath` is the home list of the language being rendered.
 */
export function pageHref(basePath: string, page: number, search?: string): string {
  const list = basePath || routeBase
  const path = page <= 1 ? list || '/' : `${list}/page/${page}`
  return search ? `${path}?s=${segment(search)}` : path
}
