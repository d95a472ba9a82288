/**
 * The re-signing of Notion-hosted files behind /api/notion-file/<blockId>, made safe to expose:
 * only files of listed, unlocked posts (of every language's database); each signed URL cached
 * until shortly before it expires, so visitors do not spend the site's Notion rate limit; a
 * bounded number of signings at once (beyond it the route answers 503); and only an https URL
 * on Notion's file hosts is returned.
 */
import { resolveFileUrl } from '@/lib/notion/resolve-file-url'
import { createInFlightCap } from '@/lib/security/in-flight'
import { notionFileUrl } from '@/lib/security/notion-file-url'
import { everySiteData } from '@/lib/pages/get-site-data'
import { isListed } from '@/lib/content/visibility'

/** Signings in flight at once; the route answers 503 beyond this. */
export const MAX_SIGNINGS = 4
/** A cached URL is dropped this long before Notion's expiry. */
const EXPIRY_MARGIN_MS = 5 * 60_000
/** When a URL says nothing of its expiry. */
const DEFAULT_TTL_MS = 30 * 60_000
const MAX_CACHED = 2000

const cache = new Map<string, { url: string | null; until: number }>()
const signings = createInFlightCap(MAX_SIGNINGS)

export type FileAnswer = { kind: 'url'; url: string } | { kind: 'none' } | { kind: 'busy' }

/** Epoch ms a signed URL expires: S3's X-Amz-Date + X-Amz-Expires, or Notion's expirationTimestamp. */
export function expiryOf(url: string, now: number): number {
  try {
    const params = new URL(url).searchParams
    const stamp = Number(params.get('expirationTimestamp'))
    if (stamp > 0) return stamp
    const date = params.get('X-Amz-Date')
    const seconds = Number(params.get('X-Amz-Expires'))
    if (date && seconds > 0) {
      const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(date)
      if (m) return Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!) + seconds * 1000
    }
  } catch {
    // Not a URL: treated as unknown below.
  }
  return now + DEFAULT_TTL_MS + EXPIRY_MARGIN_MS
}

/** An https URL on Notion's own file hosts, else null. */
export const checkedFileUrl = (url: string | null): string | null =>
  url ? notionFileUrl(url) : null

const compact = (id: string) => id.replace(/-/g, '').toLowerCase()

/**
 * Per database of NOTION_PAGE_ID (every language's), its listed, unlocked posts: a file block
 * is served only when the page holding it is one of those in the same database's site.
 */
async function mayServe(): Promise<(pageId: string, rootPageId: string) => boolean> {
  const open = new Map<string, Set<string>>()
  for (const { rootPageId, data } of await everySiteData({ allowStale: true })) {
    const posts = data.posts.filter((p) => !p.locked && isListed(p, data.now))
    open.set(compact(rootPageId), new Set(posts.map((p) => compact(p.id))))
  }
  return (pageId, rootPageId) => open.get(compact(rootPageId))?.has(compact(pageId)) ?? false
}

export async function signedFileUrl(blockId: string, now = Date.now()): Promise<FileAnswer> {
  const hit = cache.get(blockId)
  if (hit && hit.until > now) return hit.url ? { kind: 'url', url: hit.url } : { kind: 'none' }
  const done = signings.tryStart()
  if (!done) return { kind: 'busy' }
  try {
    const found = await mayServe()
      .then((may) => resolveFileUrl(blockId, may))
      .catch(() => null)
    const url = checkedFileUrl(found)
    const until = url ? expiryOf(url, now) - EXPIRY_MARGIN_MS : now + DEFAULT_TTL_MS
    if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!)
    cache.set(blockId, { url, until })
    return url ? { kind: 'url', url } : { kind: 'none' }
  } finally {
    done()
  }
}
