import type { GetStaticPropsResult } from 'next'
import { log } from '@/lib/log'

/** Paths already logged; past this many, new ones are counted only (a scan must not fill memory). */
const MAX_LOGGED = 500
const logged = new Set<string>()
let unlogged = 0

/** A visitor's path as one safe log line: no control characters, at most 200 characters, quoted. */
function printable(segments: readonly string[]): string {
  const path = `/${segments.join('/')}`.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, '?')
  return JSON.stringify(path.length > 200 ? `${path.slice(0, 200)}…` : path)
}

/**
 * Logs a missing page (a 404 answer) with its path, once per path per server process. The path
 * is what the visitor asked for, so it tells nothing the visitor did not send.
 */
export function logIfMissing<P>(
  segments: readonly string[],
  result: GetStaticPropsResult<P>
): GetStaticPropsResult<P> {
  if (!('notFound' in result) || !result.notFound) return result
  // A missing file of Next's own (a stale chunk after a deploy) is not a page anyone linked.
  if (segments[0] === '_next') return result
  const key = segments.join('/')
  if (logged.has(key)) return result
  if (logged.size >= MAX_LOGGED) {
    if (unlogged++ === 0)
      log.warn(`Page not found: more than ${MAX_LOGGED} paths; no more are logged.`)
    return result
  }
  logged.add(key)
  log.warn(`Page not found: ${printable(segments)}`)
  return result
}
