/**
 * Child processes run in their own process group, so the whole tree (npm, tsx, next build and its
 * workers) is stopped with one signal. Memory is summed over the root's descendants rather than
 * the group: `next build` starts its type check (`tsc`) detached, in a group of its own.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { readdirSync, readFileSync, type WriteStream } from 'node:fs'

const PAGE_SIZE = 4096

export interface ProcessRss {
  pid: number
  /** The command line, cut to 100 characters. */
  command: string
  rssBytes: number
}

interface ProcessEntry extends ProcessRss {
  ppid: number
  /** The whole command line: a child equal to its parent has forked but not exec'd yet. */
  fullCommand: string
}

function allProcesses(): ProcessEntry[] {
  const out: ProcessEntry[] = []
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      // Fields after the parenthesised command name: state ppid pgrp ...
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      const statm = readFileSync(`/proc/${entry}/statm`, 'utf8').split(' ')
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replace(/\0/g, ' ').trim()
      out.push({
        pid: Number(entry),
        ppid: Number(fields[1]),
        command: command.slice(0, 100),
        fullCommand: command,
        rssBytes: Number(statm[1] ?? 0) * PAGE_SIZE
      })
    } catch {
      // The process ended between readdir and read.
    }
  }
  return out
}

/**
 * Resident memory (bytes) of `root` and every process descended from it, read from /proc. A child
 * caught between fork and exec still maps its parent's pages and shows the parent's command line;
 * it is left out, or a 1 GiB parent would count twice for that instant.
 */
export function treeProcesses(root: number): ProcessRss[] {
  const processes = allProcesses()
  const byPid = new Map(processes.map((p) => [p.pid, p]))
  const children = new Map<number, ProcessEntry[]>()
  for (const p of processes) {
    const siblings = children.get(p.ppid)
    if (siblings) siblings.push(p)
    else children.set(p.ppid, [p])
  }
  const out: ProcessRss[] = []
  const pending = [root]
  while (pending.length > 0) {
    const pid = pending.pop() as number
    const p = byPid.get(pid)
    if (!p) continue
    if (pid !== root && byPid.get(p.ppid)?.fullCommand === p.fullCommand) continue
    out.push({ pid: p.pid, command: p.command, rssBytes: p.rssBytes })
    for (const child of children.get(pid) ?? []) pending.push(child.pid)
  }
  return out
}

export interface RunResult {
  code: number | null
  wallMs: number
  peakRssBytes: number
  /** The group's processes at the moment of the peak, largest first: who holds the memory. */
  atPeak: ProcessRss[]
  /** Each process's own highest RSS over the run, largest first. */
  perProcess: ProcessRss[]
}

export interface GroupRun {
  child: ChildProcess
  done: Promise<RunResult>
  /** SIGTERM to the whole group. */
  stop(): void
}

/** Start `command` in a new process group, sampling its tree's RSS every `sampleMs`. */
export function runInGroup(
  command: string,
  args: string[],
  options: { env: NodeJS.ProcessEnv; logTo: WriteStream; cwd?: string; sampleMs?: number }
): GroupRun {
  const started = Date.now()
  const child = spawn(command, args, {
    env: options.env,
    cwd: options.cwd,
    detached: true,
    stdio: 'pipe'
  })
  child.stdout?.pipe(options.logTo, { end: false })
  child.stderr?.pipe(options.logTo, { end: false })
  let peak = 0
  let atPeak: ProcessRss[] = []
  const perPid = new Map<number, ProcessRss>()
  const pgid = child.pid ?? 0
  const sample = () => {
    const processes = treeProcesses(pgid)
    for (const p of processes)
      if (p.rssBytes > (perPid.get(p.pid)?.rssBytes ?? 0)) perPid.set(p.pid, p)
    const total = processes.reduce((sum, p) => sum + p.rssBytes, 0)
    if (total <= peak) return
    peak = total
    atPeak = processes.sort((a, b) => b.rssBytes - a.rssBytes)
  }
  const timer = setInterval(sample, options.sampleMs ?? 200)
  const done = new Promise<RunResult>((resolve, reject) => {
    child.on('error', reject)
    child.on('exit', (code) => {
      clearInterval(timer)
      const perProcess = [...perPid.values()].sort((a, b) => b.rssBytes - a.rssBytes)
      resolve({ code, wallMs: Date.now() - started, peakRssBytes: peak, atPeak, perProcess })
    })
  })
  const stop = () => {
    try {
      process.kill(-pgid, 'SIGTERM')
    } catch {
      // Already gone.
    }
  }
  return { child, done, stop }
}
