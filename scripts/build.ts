/**
 * `npm run build`: fetch the workspace and compile the site at the same time. Compiling needs no
 * data and fetching is bound by Notion's rate limit, so the prefetch (prefetch-workspaces.ts)
 * runs while `next build` compiles, in a thread of this process that ends when it is done
 * (prefetch-thread.ts: its heap, every fetched page, goes with it); the build's workers wait for
 * the prefetch's status file before they read the workspace (lib/notion/prefetch-status.ts). A
 * failed prefetch stops the build with its message. A static export with share cards draws them
 * from the database's rows as soon as they are read, in a process of its own at the lowest CPU
 * priority, beside the fetch and `next build` (scripts/lib/early-cards.ts). Then
 * scripts/postbuild-export.ts writes the export's files besides its pages into out/
 * (EXPORT=true), and the cards the pages name that are not drawn yet, from the other end of the
 * list while the early card process goes on from its start.
 *
 * `npm run build` bundles this file with esbuild and runs the bundle with plain Node: under tsx
 * this process would hold ~35 MiB more plus tsx's esbuild service (~12 MiB) for the whole build,
 * and it runs beside the compile, whose peak is the build's.
 */
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { loadEnvFiles } from '../lib/build/load-env-files'
import { nextBuildEnv } from '../lib/build/next-build-env'
import { log } from '../lib/log'
import { envConfig } from '../lib/config/load-config'
import {
  readPrefetchStatus,
  removePrefetchStatus,
  writePrefetchStatus
} from '../lib/notion/prefetch-status'
import { removeRowsSnapshot } from '../lib/notion/rows-snapshot'
import {
  drawsFromRows,
  EARLY_CARDS_CHILD,
  EARLY_CARDS_RUNNING,
  runEarlyCards,
  startEarlyCards
} from './lib/early-cards'
import { runNode } from './lib/export-steps'
import { isPrefetchThread, prefetchInThread, runPrefetchThread } from './prefetch-thread'
import { exitWithMessage } from './script-errors'

/** The `next` command, found the way npm finds it: the `bin` entry of next's package.json. */
function nextBin(): string {
  const manifest = createRequire(import.meta.url).resolve('next/package.json')
  const { bin } = JSON.parse(readFileSync(manifest, 'utf8')) as {
    bin?: string | Record<string, string>
  }
  const relative = typeof bin === 'string' ? bin : bin?.next
  if (!relative) throw new Error(`${manifest} names no \`next\` command in its bin field`)
  return path.join(path.dirname(manifest), relative)
}

/**
 * `next build` as a child; stopping it (SIGTERM) stops its workers too. `fetchSeconds`: how long
 * the fetch beside it should take, at most.
 */
function nextBuild(
  statusFile: string,
  fetchSeconds: number
): { stop(): void; exit: Promise<number> } {
  const child = spawn(process.execPath, [nextBin(), 'build'], {
    stdio: 'inherit',
    env: nextBuildEnv({ env: process.env, statusFile, fetchSeconds })
  })
  const stop = () => void child.kill('SIGTERM')
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => {
      stop()
      for (const other of stopOnSignal) other()
      process.exit(130)
    })
  const exit = new Promise<number>((resolve, reject) => {
    child.on('error', reject)
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
  return { stop, exit }
}

/** A script of this repository, run by tsx in a process of its own; resolves with its exit code. */
const runScript = (script: string, env: NodeJS.ProcessEnv = process.env): Promise<number> =>
  runNode(path.join('scripts', script), env, { nodeFlags: ['--import', 'tsx'] }).exit

/** What a signal to this process stops besides `next build`. */
const stopOnSignal: (() => void)[] = []

async function main() {
  loadEnvFiles()
  const config = envConfig()
  const statusFile = path.join(os.tmpdir(), `notionpress-prefetch-${process.pid}.json`)
  const rowsFile = path.join(os.tmpdir(), `notionpress-rows-${process.pid}.json`)
  await writePrefetchStatus(statusFile, { state: 'running', pid: process.pid })
  let onPlanned: (requests: number) => void = () => {}
  const planned = new Promise<number>((resolve) => (onPlanned = resolve))
  let onRows: (file: string | null) => void = () => {}
  const rows = new Promise<string | null>((resolve) => (onRows = resolve))
  const early = drawsFromRows(config, process.env)
  const fetching = prefetchInThread(
    statusFile,
    { onPlanned, ...(early ? { onRows, rowsFile } : {}) },
    new URL(import.meta.url)
  )
  const entry = process.argv[1] ?? ''
  const cards = early
    ? startEarlyCards(config, process.env, Promise.race([rows, fetching.then(() => null)]), entry)
    : null
  if (cards) stopOnSignal.push(cards.kill)
  // `next build` starts once the fetch's length is known: when the first database is read (well
  // under a second), or at once when there is nothing to fetch (the demo, a snapshot).
  const requests = await Promise.race([planned, fetching.then(() => 0)])
  const next = nextBuild(statusFile, requests / config.NOTION_RATE_LIMIT)
  if (!(await fetching)) {
    next.stop()
    cards?.kill()
  }
  const code = await next.exit
  await removeRowsSnapshot(rowsFile)
  const status = readPrefetchStatus(statusFile)
  await removePrefetchStatus(statusFile)
  if (status?.state === 'failed' || code !== 0) cards?.kill()
  if (status?.state === 'failed') {
    log.error(`npm run build stopped: ${status.message}`)
    process.exit(1)
  }
  if (code !== 0) throw new Error(`next build failed (exit ${code})`)
  // The pages are done: the card process goes on beside the step after them, which draws the
  // cards still missing from the other end (postbuild-export.ts), and is stopped when it is done.
  const post = await runScript(
    'postbuild-export.ts',
    cards?.running() ? { ...process.env, [EARLY_CARDS_RUNNING]: '1' } : process.env
  )
  await cards?.stop()
  if (post !== 0) process.exit(post)
}

// The prefetch's thread and the early card process run this same file (the bundle `npm run build`
// makes of it).
if (isPrefetchThread()) void runPrefetchThread()
else if (process.env[EARLY_CARDS_CHILD]) runEarlyCards(envConfig()).catch(exitWithMessage)
else main().catch(exitWithMessage)
