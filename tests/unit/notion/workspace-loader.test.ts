import { describe, expect, it } from 'vitest'
import { createWorkspaceLoader } from '@/lib/notion/get-workspace'
import type { ContentSource, Workspace } from '@/lib/notion/types'
import { fakeClock } from '@/tests/support/fake-clock'

const ROOT = '00000001-0000-4000-8000-000000000001'

function countingSource(fail = false) {
  const calls = { count: 0 }
  const source: ContentSource = {
    kind: 'notion',
    rootPageIds: async () => [{ lang: null, id: ROOT }],
    loadWorkspace: async (rootPageId) => {
      calls.count++
      await new Promise((resolve) => setTimeout(resolve, 5))
      if (fail) throw new Error('503')
      return { rootPageId, fetchedAt: '', database: {} as Workspace['database'], pages: {} }
    }
  }
  return { source, calls }
}

describe('createWorkspaceLoader', () => {
  it('shares one in-flight load and reuses it within the TTL', async () => {
    const clock = fakeClock()
    const { source, calls } = countingSource()
    const load = createWorkspaceLoader({ source, ttlMs: 5000, clock })
    const [a, b] = await Promise.all([load(), load(ROOT)])
    expect(a).toBe(b)
    expect(calls.count).toBe(1)
    await clock.sleep(4999)
    await load()
    expect(calls.count).toBe(1)
    await clock.sleep(1)
    await load()
    expect(calls.count).toBe(2)
  })

  it('lets a reader that allows stale data go a whole window without starting a refresh', async () => {
    const clock = fakeClock()
    const { source, calls } = countingSource()
    const load = createWorkspaceLoader({ source, ttlMs: 1000, staleTtlMs: 5000, clock })
    await load()
    await clock.sleep(4999)
    await load(ROOT, { allowStale: true })
    expect(calls.count).toBe(1)
    await load()
    expect(calls.count).toBe(2)
    await clock.sleep(5000)
    await load(ROOT, { allowStale: true })
    expect(calls.count).toBe(3)
  })

  it('does not keep a failed load', async () => {
    const { source, calls } = countingSource(true)
    const load = createWorkspaceLoader({ source, ttlMs: 5000, clock: fakeClock() })
    await expect(load()).rejects.toThrow('503')
    await expect(load()).rejects.toThrow('503')
    expect(calls.count).toBe(2)
  })

  it('reads the prefetched workspace during a build and never expires it', async () => {
    const clock = fakeClock()
    const { source, calls } = countingSource()
    const load = createWorkspaceLoader({
      source,
      ttlMs: 1,
      clock,
      building: true,
      prefetchedDir: () => '/nonexistent'
    })
    await load()
    await clock.sleep(10_000)
    await load()
    expect(calls.count).toBe(1)
  })
})

describe('a stale reader (API routes)', () => {
  it('gets the last workspace at once while a refresh runs, then the fresh one', async () => {
    const clock = fakeClock()
    let release: () => void = () => undefined
    let n = 0
    const source: ContentSource = {
      kind: 'notion',
      rootPageIds: async () => [{ lang: null, id: ROOT }],
      loadWorkspace: async (rootPageId) => {
        const fetchedAt = String(++n)
        if (n > 1) await new Promise<void>((resolve) => (release = resolve))
        return { rootPageId, fetchedAt, database: {} as Workspace['database'], pages: {} }
      }
    }
    const load = createWorkspaceLoader({ source, ttlMs: 5000, clock })
    expect((await load(undefined, { allowStale: true })).fetchedAt).toBe('1')
    await clock.sleep(5000)
    // Expired: the stale reader is answered from the last load; a fresh reader waits.
    expect((await load(undefined, { allowStale: true })).fetchedAt).toBe('1')
    expect((await load(undefined, { allowStale: true })).fetchedAt).toBe('1')
    const fresh = load()
    expect(n).toBe(2)
    release()
    expect((await fresh).fetchedAt).toBe('2')
    expect((await load(undefined, { allowStale: true })).fetchedAt).toBe('2')
  })

  it('waits for the first load, having nothing older to give', async () => {
    const { source, calls } = countingSource()
    const load = createWorkspaceLoader({ source, ttlMs: 5000, clock: fakeClock() })
    await load(undefined, { allowStale: true })
    expect(calls.count).toBe(1)
  })
})
