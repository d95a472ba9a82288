import type { Workspace } from '@/lib/notion/types'

/** How the last refresh of one workspace went, as /api/health reports it. */
export interface RefreshRecord {
  /** ISO time the data in memory was read from Notion; null before the first load. */
  fetchedAt: string | null
  /** Whether the last refresh could not read Notion (pages are then served from older data). */
  failed: boolean
  /** Why, without page ids, addresses or anything secret; null when it did not fail. */
  reason: string | null
  /** ISO time of the last refresh attempt. */
  at: string | null
}

const IDS = /\b[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}\b/gi
const URLS = /\b[a-z][a-z0-9+.-]*:\/\/\S+/gi
const LONG_TOKENS = /\b[A-Za-z0-9_-]{40,}\b/g

/** An error message with ids, URLs and long opaque strings (tokens, signatures) taken out. */
export function redactMessage(message: string): string {
  return message
    .replace(URLS, '<url>')
    .replace(IDS, '<id>')
    .replace(LONG_TOKENS, '<redacted>')
    .slice(0, 300)
}

/** The refresh records of the workspaces a loader keeps, by root page id. */
export function createRefreshLog(now: () => number = Date.now) {
  const records = new Map<string, RefreshRecord>()
  const at = () => new Date(now()).toISOString()
  return {
    loaded(root: string, workspace: Workspace) {
      const failed = Boolean(workspace.refreshError)
      records.set(root, {
        fetchedAt: workspace.fetchedAt,
        failed,
        reason: failed ? redactMessage(workspace.refreshError ?? '') : null,
        at: at()
      })
    },
    failed(root: string, error: unknown) {
      const message = error instanceof Error ? error.message : String(error)
      records.set(root, {
        fetchedAt: records.get(root)?.fetchedAt ?? null,
        failed: true,
        reason: redactMessage(message),
        at: at()
      })
    },
    of: (root: string): RefreshRecord =>
      records.get(root) ?? { fetchedAt: null, failed: false, reason: null, at: null }
  }
}

export type RefreshLog = ReturnType<typeof createRefreshLog>
