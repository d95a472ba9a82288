import type { NextApiRequest, NextApiResponse } from 'next'
import { describe, expect, it } from 'vitest'
import { contentSource, createWorkspaceLoader, getWorkspace } from '@/lib/notion/get-workspace'
import type { ContentSource, Workspace } from '@/lib/notion/types'
import { createRefreshLog, redactMessage } from '@/lib/notion/workspace-health'
import { serveHealth, type HealthReport } from '@/lib/pages/health'
import { fakeClock } from '@/tests/support/fake-clock'

const ROOT = '00000001-0000-4000-8000-000000000001'

describe('the refresh record /api/health reports', () => {
  it('keeps ids, addresses and tokens out of a failure’s reason', () => {
    const reason = redactMessage(
      `page ${ROOT} ("x"): [POST] "https://app.notion.com/api/v3/loadPageChunk?token=abc": 400; cookie ${'a'.repeat(48)}`
    )
    expect(reason).toBe('page <id> ("x"): [POST] "<url> 400; cookie <redacted>')
  })

  it('records a failed refresh with its reason, keeping the age of the data still in memory', async () => {
    let fail = false
    const source: ContentSource = {
      kind: 'notion',
      rootPageIds: async () => [{ lang: null, id: ROOT }],
      loadWorkspace: async (rootPageId) => {
        if (fail) throw new Error(`page ${ROOT}: 503 from https://app.notion.com/api/v3`)
        const fetchedAt = '2025-01-01T00:00:00.000Z'
        return { rootPageId, fetchedAt, database: {} as Workspace['database'], pages: {} }
      }
    }
    const clock = fakeClock()
    const refreshLog = createRefreshLog()
    const load = createWorkspaceLoader({ source, ttlMs: 5000, clock, refreshLog })
    await load()
    expect(refreshLog.of(ROOT)).toMatchObject({ failed: false, reason: null })
    fail = true
    await clock.sleep(5000)
    await expect(load()).rejects.toThrow('503')
    expect(refreshLog.of(ROOT)).toMatchObject({
      fetchedAt: '2025-01-01T00:00:00.000Z',
      failed: true,
      reason: 'page <id>: 503 from <url>'
    })
  })
})

describe('/api/health', () => {
  async function ask(): Promise<{ headers: Record<string, string>; report: HealthReport }> {
    const headers: Record<string, string> = {}
    let body = ''
    const res = {
      setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
      status: () => res,
      end: (text?: string) => (body = text ?? '')
    }
    await serveHealth({ method: 'GET' } as NextApiRequest, res as unknown as NextApiResponse)
    return { headers, report: JSON.parse(body) as HealthReport }
  }

  it('answers the age of the workspace in memory, never cached and without ids', async () => {
    await getWorkspace()
    const { headers, report } = await ask()
    expect(headers['cache-control']).toBe('no-store')
    expect(report.ok).toBe(true)
    expect(report.sites[0]).toMatchObject({ site: 'default', lastRefreshFailed: false })
    expect(report.sites[0]?.ageSeconds).toEqual(expect.any(Number))
    const roots = await contentSource().rootPageIds()
    for (const { id } of roots) expect(JSON.stringify(report)).not.toContain(id)
  })
})
