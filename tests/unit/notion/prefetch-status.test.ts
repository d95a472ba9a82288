import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { createWorkspaceLoader } from '@/lib/notion/get-workspace'
import {
  readPrefetchStatus,
  waitForPrefetch,
  writePrefetchStatus,
  type PrefetchStatus
} from '@/lib/notion/prefetch-status'
import type { ContentSource, Workspace } from '@/lib/notion/types'
import { writeWorkspaceDir } from '@/lib/notion/workspace-dir'
import { fakeClock } from '@/tests/support/fake-clock'

const ROOT = '00000001-0000-4000-8000-000000000001'
const tempFile = () => path.join(mkdtempSync(path.join(os.tmpdir(), 'prefetch-status-')), 's.json')
const running: PrefetchStatus = { state: 'running', pid: 4242 }

/** A clock whose nth sleep runs `then` (the prefetch finishing while the build waits). */
function clockThat(afterSleeps: number, then: () => Promise<void>) {
  const clock = fakeClock()
  const sleep = clock.sleep
  clock.sleep = async (ms) => {
    await sleep(ms)
    if (clock.sleeps.length === afterSleeps) await then()
  }
  return clock
}

function countingSource() {
  const calls = { count: 0 }
  const source: ContentSource = {
    kind: 'notion',
    rootPageIds: async () => [{ lang: null, id: ROOT }],
    loadWorkspace: async () => {
      calls.count++
      throw new Error('the build must not fetch while a prefetch runs')
    }
  }
  return { source, calls }
}

/** The loader of a `next build` whose prefetch reports in `statusFile`. */
function buildLoader(
  statusFile: string,
  prefetchedDir: (root: string) => string = () => '/nonexistent'
) {
  const { source, calls } = countingSource()
  const load = createWorkspaceLoader({
    source,
    ttlMs: 1,
    building: true,
    prefetchedDir,
    prefetchStatus: statusFile
  })
  return { load, calls }
}

describe('waitForPrefetch', () => {
  it('waits while the prefetch runs and resolves when it is done', async () => {
    const file = tempFile()
    await writePrefetchStatus(file, running)
    const clock = clockThat(3, () => writePrefetchStatus(file, { state: 'done', pid: 4242 }))
    await waitForPrefetch(file, { clock, pollMs: 250, alive: () => true })
    expect(clock.sleeps).toEqual([250, 250, 250])
  })

  it("fails with the prefetch's own message", async () => {
    const file = tempFile()
    await writePrefetchStatus(file, running)
    const clock = clockThat(2, () =>
      writePrefetchStatus(file, { state: 'failed', pid: 4242, message: 'database 400' })
    )
    await expect(waitForPrefetch(file, { clock, alive: () => true })).rejects.toThrow(
      'the prefetch failed: database 400'
    )
  })

  it('gives up after the timeout, saying so', async () => {
    const file = tempFile()
    await writePrefetchStatus(file, running)
    const clock = fakeClock()
    await expect(
      waitForPrefetch(file, { clock, timeoutMs: 60_000, pollMs: 1000, alive: () => true })
    ).rejects.toThrow('did not finish within 1 minutes')
    expect(clock.sleeps).toHaveLength(60)
  })

  it('fails at once when the prefetch process is gone, or the file is', async () => {
    const file = tempFile()
    await writePrefetchStatus(file, running)
    await expect(waitForPrefetch(file, { alive: () => false })).rejects.toThrow(
      'ended without finishing'
    )
    await expect(waitForPrefetch(`${file}.missing`)).rejects.toThrow('missing or unreadable')
  })

  it('writes the status atomically, readable at every step', async () => {
    const file = tempFile()
    await writePrefetchStatus(file, running)
    expect(readPrefetchStatus(file)).toEqual(running)
  })
})

describe('the build loader beside a prefetch', () => {
  it('reads the prefetched workspace once the prefetch is done, never fetching', async () => {
    const dir = path.dirname(tempFile())
    const file = path.join(dir, 'status.json')
    const workspace: Workspace = {
      rootPageId: ROOT,
      fetchedAt: '2026-11-25T00:00:00.000Z',
      database: { block: {} } as Workspace['database'],
      pages: {}
    }
    await writeWorkspaceDir(path.join(dir, ROOT), workspace)
    await writePrefetchStatus(file, { state: 'done', pid: process.pid })
    const { load, calls } = buildLoader(file, (root) => path.join(dir, root))
    expect((await load()).fetchedAt).toBe(workspace.fetchedAt)
    expect(calls.count).toBe(0)
  })

  it('fails with the prefetch message and does not fetch a second time', async () => {
    const file = tempFile()
    await writePrefetchStatus(file, { state: 'failed', pid: process.pid, message: 'HTTP 400' })
    const { load, calls } = buildLoader(file)
    await expect(load()).rejects.toThrow('the prefetch failed: HTTP 400')
    expect(calls.count).toBe(0)
  })

  it('fails when the prefetch finished without this workspace', async () => {
    const file = tempFile()
    await writePrefetchStatus(file, { state: 'done', pid: process.pid })
    const { load, calls } = buildLoader(file)
    await expect(load()).rejects.toThrow('left no workspace')
    expect(calls.count).toBe(0)
  })
})
