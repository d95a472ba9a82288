/**
 * Child processes run in their own process group, so the whole tree (npm, tsx, next build and its
 * workers) is measured by summing RSS over the group, and stopped with one signal.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { readdirSync, readFileSync, type WriteStream } from 'node:fs'

const PAGE_SIZE = 4096

/** Sum of resident memory (bytes) of every process in group `pgid`, read from /proc. */
export function groupRss(pgid: number): number {
  let total = 0
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      // Fields after the parenthesised command name: state ppid pgrp ...
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      if (Number(fields[2]) !== pgid) continue
      const statm = readFileSync(`/proc/${entry}/statm`, 'utf8').split(' ')
      total += Number(statm[1] ?? 0) * PAGE_SIZE
    } catch {
      // The process ended between readdir and read.
    }
  }
  return total
}

export interface GroupRun {
  child: ChildProcess
  done: Promise<{ code: number | null; wallMs: number; peakRssBytes: number }>
  /** SIGTERM to the whole group. */
  stop(): void
}

/** Start `command` in a new process group, sampling its RSS every `sampleMs`. */
export function runInGroup(
  command: string,
  args: string[],
  options: { env: NodeJS.ProcessEnv; logTo: WriteStream; sampleMs?: number }
): GroupRun {
  const started = Date.now()
  const child = spawn(command, args, { env: options.env, detached: true, stdio: 'pipe' })
  child.stdout?.pipe(options.logTo, { end: false })
  child.stderr?.pipe(options.logTo, { end: false })
  let peak = 0
  const pgid = child.pid ?? 0
  const timer = setInterval(() => (peak = Math.max(peak, groupRss(pgid))), options.sampleMs ?? 200)
  const done = new Promise<{ code: number | null; wallMs: number; peakRssBytes: number }>(
    (resolve, reject) => {
      child.on('error', reject)
      child.on('exit', (code) => {
        clearInterval(timer)
        resolve({ code, wallMs: Date.now() - started, peakRssBytes: peak })
      })
    }
  )
  const stop = () => {
    try {
      process.kill(-pgid, 'SIGTERM')
    } catch {
      // Already gone.
    }
  }
  return { child, done, stop }
}
