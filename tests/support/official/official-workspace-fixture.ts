import type { Workspace } from '@/lib/notion/types'
import { createOfficialClient } from '@/lib/notion/official/official-client'
import { createRateLimiter } from '@/lib/notion/rate-limiter'
import type { FakeClock } from '@/tests/support/fake-clock'
import type { TestWorkspace } from '@/tests/support/notion-workspace'
import { valueOf } from '@/scripts/mock-notion/mock-store'
import { MOCK_TOKEN, type OfficialMock } from './official-mock'

/** A data-layer test workspace (buildTestWorkspace) as a Workspace, ready for officialStoreOf. */
export function asOfficialInput(ws: TestWorkspace): Workspace {
  const [database, ...pages] = ws.recordMaps
  return {
    rootPageId: ws.rootPageId,
    fetchedAt: new Date(0).toISOString(),
    database: database as Workspace['database'],
    pages: Object.fromEntries(
      pages.map((map) => {
        const id = valueOf(Object.values(map.block ?? {})[0])?.id ?? ''
        return [id, map as Workspace['database']]
      })
    )
  }
}

/** A client of the mock that never waits on the wall clock: sleeps advance the fake clock. */
export const officialClientOf = (mock: OfficialMock, clock: FakeClock, rate = 0) =>
  createOfficialClient({
    baseUrl: mock.url,
    token: MOCK_TOKEN,
    clock,
    limiter: createRateLimiter(rate, clock)
  })
