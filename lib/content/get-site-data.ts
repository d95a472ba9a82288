import { contentSource, getWorkspace, type LoadOptions } from '@/lib/notion/get-workspace'
import type { RootPageEntry } from '@/lib/notion/page-id'
import type { Workspace } from '@/lib/notion/types'
import { buildSiteData } from '@/lib/content/site-data'
import type { SiteData } from '@/lib/content/site-types'

// One SiteData per loaded workspace: every page built or regenerated from it shares the work.
const built = new WeakMap<Workspace, SiteData>()

export interface SiteDataRequest extends LoadOptions {
  /** A language prefix of NOTION_PAGE_ID (`zh`): that database's site; absent: the default. */
  lang?: string | null
}

/** The language prefixes of NOTION_PAGE_ID (`zh` of `zh:<id>`), in order. */
export async function languagePrefixes(): Promise<string[]> {
  const roots = await contentSource().rootPageIds()
  return roots.slice(1).flatMap((r) => (r.lang ? [r.lang] : []))
}

/** The NOTION_PAGE_ID entry of a language (the first with its prefix), or of the default. */
const rootOf = (roots: readonly RootPageEntry[], lang: string | null) =>
  lang ? roots.slice(1).find((r) => r.lang === lang) : roots[0]

/**
 * The site as the pages see it, from the workspace lib/notion provides (memoised there). API
 * routes pass `allowStale`: they answer from the last loaded workspace while it refreshes.
 * With `lang`, the site of that language's database (null when no database has that prefix);
 * each language is loaded, cached and regenerated on its own, like the default.
 */
export async function getSiteData(options?: LoadOptions): Promise<SiteData>
export async function getSiteData(options: SiteDataRequest): Promise<SiteData | null>
export async function getSiteData(options: SiteDataRequest = {}): Promise<SiteData | null> {
  const { lang, ...load } = options
  const prefixes = await languagePrefixes()
  const entry = rootOf(await contentSource().rootPageIds(), lang ?? null)
  if (!entry) return null
  const defaults = lang ? await getSiteData(load) : null
  const workspace = await getWorkspace(entry.id, load)
  let data = built.get(workspace)
  if (!data) {
    data = buildSiteData(workspace, {
      env: process.env,
      prefix: lang ?? '',
      languagePrefixes: prefixes,
      ...(defaults ? { defaultLocale: defaults.config.LANG } : {})
    })
    built.set(workspace, data)
  }
  return data
}

/** Every language's site with the root page of its database, the default first. */
export async function everySiteData(
  options: LoadOptions = {}
): Promise<{ rootPageId: string; data: SiteData }[]> {
  const roots = await contentSource().rootPageIds()
  const langs = [null, ...new Set(await languagePrefixes())]
  const sites = await Promise.all(
    langs.map(async (lang) => {
      const entry = rootOf(roots, lang)
      const data = await getSiteData({ ...options, lang })
      return entry && data ? [{ rootPageId: entry.id, data }] : []
    })
  )
  return sites.flat()
}
