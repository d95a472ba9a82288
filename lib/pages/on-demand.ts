import { withBasePath } from '@/lib/base-path'
import { findPost } from '@/lib/content/post-lookup'
import type { SiteData } from '@/lib/content/site-types'
import { log } from '@/lib/log'
import { mapLimit } from '@/lib/notion/map-limit'
import {
  everySiteData,
  freshSiteData,
  withPostPage,
  type SiteEntry
} from '@/lib/pages/get-site-data'
import { listRoute } from '@/lib/pages/language-routes'
import { renderedBefore } from '@/lib/pages/page-generations'
import { affectedPaths, postOf } from '@/lib/pages/revalidate-paths'
import type { RegenerationTarget } from '@/lib/pages/revalidate-payload'

/** Most pages one request regenerates; the rest catch up within the regeneration window. */
export const MAX_PATHS = 100
/** Pages regenerated at once. */
const AT_ONCE = 2

/** Regenerates one page now (Next's `res.revalidate` in an API route). */
export type Revalidate = (path: string) => Promise<void>

export interface RegenerationReport {
  /** Whether the target named a post, a page or a list page of a site. */
  found: boolean
  /** `default`, or the language prefix of the site the target belongs to. */
  site: string | null
  /** Paths regenerated (site paths, without BASE_PATH). */
  revalidated: string[]
  /** Paths whose regeneration failed: they keep the page served before. */
  failed: string[]
  /** Paths past MAX_PATHS, left to the regeneration window. */
  skipped: number
  /** Documents their API routes answer from the fresh data, so already up to date. */
  documents: string[]
}

/**
 * On-demand regeneration in this server process: every database is read now (the workspace memo
 * then holds that read), the target post's page is fetched again whatever its edit time, and
 * every page that shows the post, before and after the change, is regenerated through
 * `revalidate` from that data. The feeds, the sitemap and the search index are answered by API
 * routes from the same memo, so they need nothing more. This is the one place an on-demand
 * regeneration happens. Several instances on Redis need no fan-out: the regenerated pages go
 * through the shared cache handler, and freshSiteData drops the database read another instance
 * shared.
 */
export async function regenerate(
  target: RegenerationTarget,
  revalidate: Revalidate
): Promise<RegenerationReport> {
  const before = await everySiteData({ lastLoaded: true })
  const { entries: after, readMark } = await freshSiteData()
  const found = locate(target, before, after)
  if (!found) return report(false, null, [], [], 0, [])
  const { index, postId } = found
  const now = after[index]?.data ?? null
  const was = before.find((b) => b.rootPageId === after[index]?.rootPageId)?.data ?? null
  let paths = found.paths
  if (postId) {
    if (now)
      await withPostPage(now, postId, { force: true }).catch((error: unknown) =>
        log.warn(`on-demand regeneration: ${error instanceof Error ? error.message : error}`)
      )
    paths = affectedPaths(was, now, postId)
  }
  const shown = paths.slice(0, MAX_PATHS)
  const failed: string[] = []
  await mapLimit(shown, AT_ONCE, (path) =>
    renderFresh(path, readMark, revalidate).catch((error: unknown) => {
      failed.push(path)
      log.warn(`could not regenerate ${path}: ${error instanceof Error ? error.message : error}`)
    })
  )
  const site = after[index]?.prefix || 'default'
  const done = shown.filter((p) => !failed.includes(p))
  return report(true, site, done, failed, paths.length - shown.length, documentsOf(now ?? was))
}

/**
 * Regenerates a path so that what it stores was built from the read marked `readMark`. When
 * Next answered with a render already running, started before the read, that render has stored
 * its page by the time it answers: the path is regenerated once more, now alone
 * (lib/pages/page-generations).
 */
async function renderFresh(path: string, readMark: number, revalidate: Revalidate) {
  await revalidate(withBasePath(path))
  if (!renderedBefore(path, readMark)) return
  log.info(`regenerating ${path} again: a render started before the edit answered for it`)
  await revalidate(withBasePath(path))
}

const report = (
  found: boolean,
  site: string | null,
  revalidated: string[],
  failed: string[],
  skipped: number,
  documents: string[]
): RegenerationReport => ({ found, site, revalidated, failed, skipped, documents })

function documentsOf(data: SiteData | null): string[] {
  if (!data) return []
  const base = data.basePath
  const feeds = data.config.ENABLE_RSS
    ? [`${base}/rss/feed.xml`, `${base}/rss/atom.xml`, `${base}/rss/feed.json`]
    : []
  return [...feeds, '/sitemap.xml', '/api/search']
}

interface Located {
  /** The site (index in `after`) the target belongs to. */
  index: number
  /** The post the target names, when it names one. */
  postId: string | null
  /** A list page named by its path. */
  paths: string[]
}

/** Which site and post a target names, in the data before the change or after it. */
function locate(
  target: RegenerationTarget,
  before: readonly SiteEntry[],
  after: readonly SiteEntry[]
): Located | null {
  const match = (test: (data: SiteData) => string | null): Located | null => {
    for (const [index, entry] of after.entries()) {
      const earlier = before.find((b) => b.rootPageId === entry.rootPageId)?.data
      const postId = test(entry.data) ?? (earlier ? test(earlier) : null)
      if (postId) return { index, postId, paths: [] }
    }
    return null
  }
  if (target.kind === 'page') return match((data) => (postOf(data, target.id) ? target.id : null))
  if (target.kind === 'slug')
    return match((data) => data.posts.find((p) => p.slug === target.slug)?.id ?? null)
  const byPath = match((data) => findPost(data, target.path)?.id ?? null)
  if (byPath) return byPath
  return listPage(target.path, after)
}

/** A list page by its path (`/category/x/page/2`, `/zh/archive`): that page alone. */
function listPage(path: string, sites: readonly SiteEntry[]): Located | null {
  const segments = path.split('/').filter(Boolean)
  const [first = '', ...rest] = segments
  const language = sites.findIndex((s) => s.prefix && s.prefix === first)
  const index = language >= 0 ? language : 0
  if (!sites[index] || !listRoute(language >= 0 ? rest : segments)) return null
  return { index, postId: null, paths: [path] }
}
