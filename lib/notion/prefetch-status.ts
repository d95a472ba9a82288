import { readFileSync } from 'node:fs'
import { mkdir, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { systemClock, type Clock } from '@/lib/notion/clock'

/**
 * `npm run build` fetches the workspace while `next build` compiles. The prefetch reports its
 * state in one status file, named to the build's workers by this variable; a worker that needs
 * the data waits for that file to say `done` (or `failed`), and never fetches the workspace
 * itself meanwhile.
 */
export const PREFETCH_STATUS_ENV = 'NOTIONPRESS_PREFETCH_STATUS'

/** Far above any workspace's fetch under Notion's rate limit (10,000 posts take about an hour). */
export const PREFETCH_TIMEOUT_MS = 3 * 60 * 60 * 1000

export type PrefetchStatus =
  | { state: 'running'; pid: number }
  | { state: 'done'; pid: number }
  | { state: 'failed'; pid: number; message: string }

/** Write then rename: a reader sees the old state or the new one, never half a file. */
export async function writePrefetchStatus(file: string, status: PrefetchStatus): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true })
  const temp = `${file}.${process.pid}.tmp`
  await writeFile(temp, JSON.stringify(status))
  await rename(temp, file)
}

export const removePrefetchStatus = (file: string) => rm(file, { force: true })

export function readPrefetchStatus(file: string): PrefetchStatus | null {
  try {
    const status = JSON.parse(readFileSync(file, 'utf8')) as PrefetchStatus
    return typeof status?.state === 'string' ? status : null
  } catch {
    return null
  }
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

export interface WaitOptions {
  timeoutMs?: number
  pollMs?: number
  clock?: Clock
  alive?: (pid: number) => boolean
}

/**
 * Resolves once the prefetch has finished; throws with the prefetch's own message when it failed,
 * when its process ended without finishing, or after the timeout.
 */
export async function waitForPrefetch(file: string, options: WaitOptions = {}): Promise<void> {
  const { timeoutMs = PREFETCH_TIMEOUT_MS, pollMs = 250, clock = systemClock } = options
  const alive = options.alive ?? isAlive
  const deadline = clock.now() + timeoutMs
  for (;;) {
    const status = readPrefetchStatus(file)
    if (status?.state === 'done') return
    if (status?.state === 'failed') throw new Error(`the prefetch failed: ${status.message}`)
    if (!status) throw new Error(`the prefetch status file ${file} is missing or unreadable`)
    if (!alive(status.pid))
      throw new Error(`the prefetch (pid ${status.pid}) ended without finishing; see its output`)
    if (clock.now() >= deadline)
      throw new Error(
        `the prefetch did not finish within ${Math.round(timeoutMs / 60_000)} minutes (status file ${file})`
      )
    await clock.sleep(pollMs)
  }
}
