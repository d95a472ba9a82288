import { log } from '@/lib/log'

export interface ProgressOptions {
  /** Milliseconds now (a fake clock in tests). */
  now?: () => number
  say?: (line: string) => void
  /** What is counted, plural: `pages` unless told (`database views` for the batch's queries). */
  what?: string
}

/**
 * Counts a long fetch's pages and logs `fetched 120/1000 pages (12%), 2.9 pages/s, about 5 min
 * left` about every tenth of it; a fetch of fewer than 20 pages says nothing. Returns the tick.
 */
export function progressLogger(total: number, options: ProgressOptions = {}): () => void {
  const { now = Date.now, say = log.info, what = 'pages' } = options
  const step = Math.max(10, Math.ceil(total / 10))
  const started = now()
  let done = 0
  return () => {
    done++
    if (total < 20 || (done % step !== 0 && done !== total)) return
    say(progressLine(done, total, (now() - started) / 1000, what))
  }
}

/** One progress line, from the pages done and the seconds spent on them. */
export function progressLine(done: number, total: number, seconds: number, what = 'pages'): string {
  const head = `fetched ${done}/${total} ${what} (${Math.floor((done / total) * 100)}%)`
  if (seconds <= 0) return head
  const rate = done / seconds
  const left = done === total ? 'done' : `about ${duration((total - done) / rate)} left`
  return `${head}, ${rate.toFixed(1)} ${what}/s, ${left}`
}

function duration(seconds: number): string {
  if (seconds < 60) return `${Math.max(1, Math.round(seconds))} s`
  if (seconds < 3600) return `${Math.round(seconds / 60)} min`
  const hours = Math.floor(seconds / 3600)
  return `${hours} h ${Math.round((seconds - hours * 3600) / 60)} min`
}
