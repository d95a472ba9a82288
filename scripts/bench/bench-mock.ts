/** A bench workspace served by the mock Notion API, throttled like Notion. */
import type { BuiltWorkspace } from '../lib/workspace-builder'
import { MockStore, startMockNotion } from '../mock-notion/mock-server'
import { NOTION_RATE } from './request-stats'

export const MOCK_THROTTLE = { perSecond: NOTION_RATE, latencyMs: 100, retryAfterSec: 1 }

/** `latencyMs`: another latency than Notion's usual (MOCK_THROTTLE's), to see what slow replies do. */
export async function serveWorkspace(
  workspace: BuiltWorkspace,
  port: number,
  latencyMs: number = MOCK_THROTTLE.latencyMs
) {
  const store = new MockStore()
  store.addRecordMap(workspace.database, workspace.rootPageId)
  for (const [id, map] of Object.entries(workspace.pages)) store.addRecordMap(map, id)
  const mock = await startMockNotion(store, {
    port,
    throttle: { perSecond: MOCK_THROTTLE.perSecond, retryAfterSec: MOCK_THROTTLE.retryAfterSec },
    latencyMs
  })
  return { store, mock }
}
