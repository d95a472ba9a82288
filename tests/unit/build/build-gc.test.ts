import { constants, PerformanceObserver } from 'node:perf_hooks'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  BUILD_GARBAGE_CAP_BYTES,
  BUILD_HEAP_FLOOR_BYTES,
  collectBuildGarbage,
  collectGarbage
} from '@/lib/build/build-gc'

/** How many collections `run` forced (V8 flags a collection a `gc()` call asked for). */
async function forcedCollections(run: () => void): Promise<number> {
  let forced = 0
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const flags = (entry as { detail?: { flags?: number } }).detail?.flags ?? 0
      if (flags & constants.NODE_PERFORMANCE_GC_FLAGS_FORCED) forced += 1
    }
  })
  observer.observe({ entryTypes: ['gc'] })
  run()
  await new Promise((resolve) => setTimeout(resolve, 50))
  observer.disconnect()
  return forced
}

describe('collecting garbage during the build', () => {
  afterEach(() => vi.unstubAllEnvs())

  it('collects what nothing holds any more', async () => {
    const ref = new WeakRef({ payload: new Array(10_000).fill('x') })
    // A WeakRef keeps its target alive until the current job ends.
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(await forcedCollections(collectGarbage)).toBe(1)
    expect(ref.deref()).toBeUndefined()
  })

  it('leaves a heap under the floor alone, and never collects outside the build', async () => {
    vi.stubEnv('NEXT_PHASE', 'phase-production-build')
    const small = () => BUILD_HEAP_FLOOR_BYTES - 1
    expect(await forcedCollections(() => collectBuildGarbage(small))).toBe(0)
    // A server regenerates a page at a time: whatever its heap, it is V8's to manage.
    vi.stubEnv('NEXT_PHASE', 'phase-production-server')
    const huge = () => 16 * BUILD_HEAP_FLOOR_BYTES
    expect(await forcedCollections(() => collectBuildGarbage(huge))).toBe(0)
  })

  it('collects when the heap in use has doubled since the last collection', async () => {
    vi.stubEnv('NEXT_PHASE', 'phase-production-build')
    // Each call reads the heap before deciding and, when it collects, once more after.
    const readings =
      (...values: number[]) =>
      () =>
        values.shift() ?? 0
    const F = BUILD_HEAP_FLOOR_BYTES
    // Over the floor: collected; 96 MiB live after it, the baseline.
    expect(await forcedCollections(() => collectBuildGarbage(readings(2 * F, 0.75 * F)))).toBe(1)
    expect(await forcedCollections(() => collectBuildGarbage(readings(1.5 * F - 1)))).toBe(0)
    expect(await forcedCollections(() => collectBuildGarbage(readings(1.5 * F, 0.75 * F)))).toBe(1)
  })

  it('a large live heap: collects once BUILD_GARBAGE_CAP_BYTES of garbage has grown, not its double', async () => {
    vi.stubEnv('NEXT_PHASE', 'phase-production-build')
    // 1 GiB live after a collection (a 10,000-post workspace and more).
    let inUse = 8 * BUILD_HEAP_FLOOR_BYTES
    const heap = () => inUse
    expect(await forcedCollections(() => collectBuildGarbage(heap))).toBe(1)
    inUse = 8 * BUILD_HEAP_FLOOR_BYTES + BUILD_GARBAGE_CAP_BYTES - 1
    expect(await forcedCollections(() => collectBuildGarbage(heap))).toBe(0)
    inUse = 8 * BUILD_HEAP_FLOOR_BYTES + BUILD_GARBAGE_CAP_BYTES
    expect(await forcedCollections(() => collectBuildGarbage(heap))).toBe(1)
  })
})
