import { contentSource, getWorkspace, type LoadOptions } from '@/lib/notion/get-workspace'
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
  const roots = await contentSource().rootPageIds()
  const prefixes = await languagePrefixes()
  const entry = lang ? roots.slice(1).find((r) => r.lang === lang) : roots[0]
  if (!entry) return null
  const defaults = lang ? await getSiteData(load) : null
  const workspace = await getWorkspace(entry.id, load)
  let data = built.get(workspace)
  if (!data) {
    data = buildSiteData(workspace, {
      env: process.env,
      // By its literal name: next.config.ts fixes it into the build (its `env`).
      policy: process.env.NOTIONPRESS_SERVER_POLICY,
      prefix: lang ?? '',
      languagePrefixes: prefixes,
      ...(defaults ? { defaultLocale: defaults.config.LANG } : {})
    })
    built.set(workspace, data)
  }
  return data
}
