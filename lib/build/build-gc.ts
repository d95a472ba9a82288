import v8 from 'node:v8'
import vm from 'node:vm'

let collector: (() => void) | null = null

/**
 * A full collection now. Node's documented way to reach V8's collector without starting with
 * --expose-gc: the flag exposes `gc` to contexts created after it is set.
 */
export function collectGarbage(): void {
  if (!collector) {
    v8.setFlagsFromString('--expose-gc')
    collector = vm.runInNewContext('gc') as () => void
  }
  collector()
}

const MIB = 1024 * 1024
/** Below this much heap in use, page generation never forces a collection. */
export const BUILD_HEAP_FLOOR_BYTES = 128 * MIB

/**
 * Garbage let grow past what is live before a collection, at most. Doubling alone is right for a
 * small heap, but at 10,000 posts the worker holds ~530 MiB (every page's record map ~430 MiB,
 * the search index ~80 MiB): doubling let it reach 1.2-1.6 GiB RSS. There the worker's old
 * generation grew ~100 MiB in 15 s of page generation: a full collection every 20 s or so.
 */
export const BUILD_GARBAGE_CAP_BYTES = 128 * MIB

let liveAfterLastCollection = 0

/**
 * Called once per generated page (by layoutResult, lib/pages/page-results). `next build`'s page generation makes garbage fast (each page's
 * props and HTML) and V8, with gigabytes of room on most machines, lets its heap grow to several
 * times what is live before it collects: the generate worker reached 370-620 MiB at 1,000 posts
 * while ~90 MiB were live. A full collection (~50 ms) whenever the heap in use has doubled since
 * the last one (or grown by BUILD_GARBAGE_CAP_BYTES, if less), and is over
 * BUILD_HEAP_FLOOR_BYTES, keeps it near what it holds. Only during the
 * build: a server regenerates a page at a time.
 */
export function collectBuildGarbage(
  heapInUse: () => number = () => v8.getHeapStatistics().used_heap_size
): void {
  if (process.env.NEXT_PHASE !== 'phase-production-build') return
  const garbage = Math.min(liveAfterLastCollection, BUILD_GARBAGE_CAP_BYTES)
  if (heapInUse() < Math.max(BUILD_HEAP_FLOOR_BYTES, liveAfterLastCollection + garbage)) return
  collectGarbage()
  liveAfterLastCollection = heapInUse()
}
