/** `next start` on the bench build, and the ISR probe: how long until an edit is served. */
import type { WriteStream } from 'node:fs'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { runInGroup, type GroupRun } from './process-group'

/** The repository's own `next` CLI, whatever directory the app being run is in. */
export const NEXT_BIN = path.resolve('node_modules', 'next', 'dist', 'bin', 'next')

export async function startServer(
  port: number,
  env: NodeJS.ProcessEnv,
  logTo: WriteStream,
  cwd?: string
): Promise<GroupRun> {
  // Another server on the port would answer the probes below and fake every figure.
  const taken = await fetch(`http://127.0.0.1:${port}/`).then(
    () => true,
    () => false
  )
  if (taken) throw new Error(`port ${port} is in use; set BENCH_PORT to a free one`)
  const args = [NEXT_BIN, 'start', '-p', String(port), '-H', '127.0.0.1']
  const run = runInGroup(process.execPath, args, { env, logTo, cwd })
  let exited = false
  void run.done.then(() => (exited = true))
  for (let i = 0; i < 120 && !exited; i++) {
    const up = await fetch(`http://127.0.0.1:${port}/`).then(
      (r) => r.status < 500,
      () => false
    )
    if (up) return run
    await sleep(500)
  }
  run.stop()
  throw new Error(`next start on ${port} exited or did not answer within 60 s; see build.log`)
}

export interface IsrResult {
  /** From the edit to the first response containing the new text. */
  msFromEdit: number
  /** From the first request after the revalidate window to that response. */
  msAfterWindow: number
  polls: number
}

/**
 * The edit has just been made: request the page once (served from cache), wait past the
 * revalidate window, then request every `pollMs` until the marker appears (stale-while-revalidate:
 * the first request after the window triggers the regeneration and still gets the old page).
 */
export async function probeIsr(
  url: string,
  marker: string,
  editedAt: number,
  revalidateSeconds: number,
  pollMs = 250,
  timeoutMs = 300_000
): Promise<IsrResult | null> {
  await fetch(url).then((r) => r.text())
  await sleep(revalidateSeconds * 1000 + 1000)
  const windowStart = Date.now()
  for (let polls = 1; Date.now() - windowStart < timeoutMs; polls++) {
    const html = await fetch(url).then((r) => r.text())
    if (html.includes(marker)) {
      const now = Date.now()
      return { msFromEdit: now - editedAt, msAfterWindow: now - windowStart, polls }
    }
    await sleep(pollMs)
  }
  return null
}

/** Resolves once no request has arrived for `ms`. */
export async function quiet(requests: readonly unknown[], ms: number): Promise<void> {
  for (let seen = -1; seen !== requests.length;) {
    seen = requests.length
    await sleep(ms)
  }
}
