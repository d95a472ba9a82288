import {
  MockStore,
  recordIdsOf,
  startMockNotion,
  type MockNotion
} from '@/scripts/mock-notion/mock-server'
import { testId, type TestWorkspace } from '@/tests/support/notion-workspace'

/** The mock Notion API serving a data-layer test workspace (buildTestWorkspace). */
export async function serveTestWorkspace(workspace: TestWorkspace): Promise<MockNotion> {
  const store = new MockStore()
  for (const recordMap of workspace.recordMaps) store.addRecordMap(recordMap)
  return startMockNotion(store)
}

/** Body block of post i (buildTestWorkspace): what the batched fetch asks for that post. */
export const bodyOf = (postIndex: number) => testId(5, postIndex + 1)

/** Posts whose body the batched fetch asked the record endpoint for, in the posts' order. */
export function bodiesFetched(mock: MockNotion, ws: TestWorkspace): string[] {
  const asked = new Set(
    mock.requests
      .filter((r) => r.endpoint === 'syncRecordValuesMain')
      .flatMap((r) => recordIdsOf(r.body))
  )
  return ws.postIds.filter((_, i) => asked.has(bodyOf(i)))
}
