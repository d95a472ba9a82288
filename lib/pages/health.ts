import type { NextApiRequest, NextApiResponse } from 'next'
import { contentSource, workspaceRefresh } from '@/lib/notion/get-workspace'
import { redactMessage } from '@/lib/notion/workspace-health'

/** One site's workspace as /api/health reports it: named by its language, never by its id. */
export interface SiteHealth {
  /** `default`, or the language prefix of NOTION_PAGE_ID (`zh`). */
  site: string
  /** Seconds since the workspace in memory was read from Notion; null before the first load. */
  ageSeconds: number | null
  lastRefreshFailed: boolean
  /** Why it failed, without ids, addresses or secrets. */
  reason: string | null
}

export interface HealthReport {
  /** False when a site's last refresh failed: it serves older pages until Notion answers. */
  ok: boolean
  source: 'notion' | 'snapshot' | 'demo'
  sites: SiteHealth[]
}

/** What this server process holds of each workspace; it asks Notion nothing. */
export async function healthReport(now: number = Date.now()): Promise<HealthReport> {
  const source = contentSource()
  let roots: Awaited<ReturnType<typeof source.rootPageIds>>
  try {
    roots = await source.rootPageIds()
  } catch (error) {
    const reason = redactMessage(error instanceof Error ? error.message : String(error))
    const site = { site: 'default', ageSeconds: null, lastRefreshFailed: true, reason }
    return { ok: false, source: source.kind, sites: [site] }
  }
  const sites = roots.map(({ lang, id }, i): SiteHealth => {
    const record = workspaceRefresh(id)
    const read = record.fetchedAt ? Date.parse(record.fetchedAt) : NaN
    return {
      site: i === 0 ? 'default' : (lang ?? 'default'),
      ageSeconds: Number.isFinite(read) ? Math.max(0, Math.round((now - read) / 1000)) : null,
      lastRefreshFailed: record.failed,
      reason: record.reason
    }
  })
  return { ok: sites.every((s) => !s.lastRefreshFailed), source: source.kind, sites }
}

/**
 * /api/health (server mode; an export has no API routes): always 200 while the server answers,
 * since it keeps serving pages when Notion fails; `ok` says whether the last refreshes worked.
 */
export async function serveHealth(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  const report = await healthReport()
  res.setHeader('Cache-Control', 'no-store')
  res.setHeader('Content-Type', 'application/json; charset=utf-8')
  res.status(200).end(req.method === 'HEAD' ? undefined : JSON.stringify(report))
}
