/**
 * The path the whole site is served under (BASE_PATH: `/blog`, a GitHub project page's
 * `/<repository>`), '' at the host's root. next.config.ts gives it to Next as `basePath` (router
 * paths get it from Next) and inlines it as NOTIONPRESS_BASE_PATH for the URLs Next does not see:
 * links' addresses (components/Link.tsx), images and other files of public/, fetches, and
 * absolute URLs in feeds, the sitemap and page meta. Paths in the model and in
 * settings never carry it; it is added once, where a URL leaves for the browser.
 */

const BASE_PATH_SHAPE = /^(\/[A-Za-z0-9._~-]+)*$/

/**
 * BASE_PATH as Next wants it: '' or `/a/b` with no trailing slash. `blog`, `/blog/` and `/`
 * are read as `/blog`, `/blog` and ''; anything else that is not path segments throws.
 */
export function normaliseBasePath(raw: string): string {
  const trimmed = raw.trim().replace(/\/+$/, '')
  const path = trimmed && !trimmed.startsWith('/') ? `/${trimmed}` : trimmed
  if (!BASE_PATH_SHAPE.test(path))
    throw new Error(`BASE_PATH ${JSON.stringify(raw)} is not a URL path like /blog`)
  return path
}

/** The base path this site was built with ('' when none, and outside a build). */
export const sitePathBase = (): string => process.env.NOTIONPRESS_BASE_PATH ?? ''

/**
 * A URL as the browser must request it: a path of this site (`/demo/a.webp`) gets the base path
 * in front; other URLs (`https:`, `//host`, `#x`, `data:`) are returned as they are. Call it
 * once per URL: a path that happens to start with the base path is still a site path.
 */
export function withBasePath(url: string): string {
  return url.startsWith('/') && !url.startsWith('//') ? `${sitePathBase()}${url}` : url
}

/** A browser path (`location.pathname`) as the site's routes see it: the base path removed. */
export function withoutBasePath(pathname: string): string {
  const base = sitePathBase()
  if (!base || !pathname.startsWith(base)) return pathname
  const rest = pathname.slice(base.length)
  if (rest === '' || rest.startsWith('?') || rest.startsWith('#')) return `/${rest}`
  return rest.startsWith('/') ? rest : pathname
}

/**
 * The site's public URL for absolute links: LINK without its trailing slash, the base path
 * appended unless LINK already ends with it (`https://you.github.io` and
 * `https://you.github.io/repo` both give `https://you.github.io/repo` under `/repo`).
 */
export function siteRoot(link: string): string {
  const root = link.replace(/\/+$/, '')
  const base = sitePathBase()
  return !base || root.endsWith(base) ? root : `${root}${base}`
}
