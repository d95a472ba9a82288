import { preloadDynamicParts } from '@/components/next-internals/loadable'

/**
 * Waiting for the server-rendered next/dynamic parts (theme roots, the body renderer, its code,
 * equation and database parts) before a render.
 *
 * A dynamic part renders its content on the server only once its module has loaded, otherwise it
 * renders nothing. Next preloads them by emptying one process-wide queue of loads not started
 * yet and awaiting those. A process that renders several pages at once (a static export renders
 * up to eight per worker, a server answers concurrent requests) lets the first render take the
 * whole queue: the others find it empty, start at once, and render those parts as nothing, an
 * empty page that React then replaces on hydration (error #418).
 *
 * So every server-rendered `dynamic()` wraps its import in `trackLoad`, and renders wait on
 * `lazyPartsLoaded`, which covers loads started by any render. next/dynamic has no public
 * preloading API: components/next-internals/loadable.ts reaches into the module it uses.
 */
const started = new Set<Promise<unknown>>()

/** Wraps a dynamic part's `import()`: `dynamic(() => trackLoad(import('…')))`. */
export function trackLoad<T>(load: Promise<T>): Promise<T> {
  if (typeof window === 'undefined') started.add(load)
  return load
}

const nextMacrotask = () => new Promise<void>((resolve) => setImmediate(resolve))

/**
 * Resolves once every dynamic part whose load has begun, in this render or another, has loaded
 * and been marked loaded. A part's module may declare dynamic parts of its own, so it repeats
 * until no new load begins.
 */
export async function lazyPartsLoaded(): Promise<void> {
  for (;;) {
    const known = started.size
    await preloadDynamicParts()
    await Promise.allSettled(started)
    // next/dynamic marks a part loaded in callbacks chained on its import; they have all run
    // once the current macrotask ends.
    await nextMacrotask()
    if (started.size === known) return
  }
}
