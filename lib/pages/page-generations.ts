/**
 * Which data each page's last regeneration started from, so an on-demand regeneration knows its
 * edit was rendered. Next.js renders a path once at a time (its response cache joins an
 * on-demand regeneration to a background one of the same path already running), so an on-demand
 * regeneration may be answered by a render that read the workspace before the edit; that render
 * stores the old page after the workspace was read again. Reads are counted: an on-demand
 * regeneration marks its fresh read, each page's getStaticProps notes the count and the time when
 * it starts, and a path whose last render here started before the mark, and recently enough to
 * have still been running, is regenerated again (lib/pages/on-demand). A path with no render
 * here was rendered by another process (Next revalidates over the network in some hosts): it is
 * not rendered twice.
 *
 * Kept on globalThis: Next bundles the API routes and the pages apart, and both must see it.
 */
interface Generations {
  /** Fresh reads of the databases by on-demand regenerations, in this process. */
  reads: number
  /** When each path's getStaticProps last started, and the count of reads then (oldest first). */
  started: Map<string, { mark: number; at: number }>
}

/** Paths remembered; past this the oldest are forgotten. */
const MAX_PATHS = 20_000
/** How long a render may still be running: one started longer ago has stored its page. */
export const RENDER_RUNS_MS = 2 * 60_000

const state = ((globalThis as { __pageGenerations?: Generations }).__pageGenerations ??= {
  reads: 0,
  started: new Map()
})

const decoded = (segment: string) => {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/** One key per page, however its path is spelt: decoded segments, no slashes at either end. */
const keyOf = (segments: readonly string[]) => segments.map(decoded).join('/')

/** Counts a fresh read of the databases about to start: the mark renders must start after. */
export function markFreshRead(): number {
  return ++state.reads
}

/** A page's getStaticProps starts, from its path's segments. */
export function noteGenerationStart(segments: readonly string[], now = Date.now()): void {
  const key = keyOf(segments)
  state.started.delete(key)
  state.started.set(key, { mark: state.reads, at: now })
  if (state.started.size > MAX_PATHS) {
    const oldest = state.started.keys().next().value
    if (oldest !== undefined) state.started.delete(oldest)
  }
}

/**
 * Whether the site path was last rendered here from data older than the read `mark`, by a
 * render recent enough to be the one a regeneration just asked for was joined to.
 */
export function renderedBefore(sitePath: string, mark: number, now = Date.now()): boolean {
  const last = state.started.get(keyOf(sitePath.split('/').filter(Boolean)))
  return !!last && last.mark < mark && now - last.at < RENDER_RUNS_MS
}
