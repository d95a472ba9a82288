/**
 * `npm run build`: fetch the workspace and compile the site at the same time. Compiling needs no
 * data and fetching is bound by Notion's rate limit, so the prefetch runs here while `next build`
 * compiles in a child process; the build's workers wait for the prefetch's status file before
 * they read the workspace (lib/notion/prefetch-status.ts). A failed prefetch stops the build with
 * its message. Then the export's extra files are copied (EXPORT=true).
 */
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import path from 'node:path'
import { clearExportArtifacts } from '../lib/build/export-artifacts'
import { envConfig } from '../lib/config/load-config'
import { cacheDirOf } from '../lib/notion/create-content-source'
import { contentSource } from '../lib/notion/get-workspace'
import {
  PREFETCH_STATUS_ENV,
  removePrefetchStatus,
  writePrefetchStatus
} from '../lib/notion/prefetch-status'
import { prefetchAll } from './lib/prefetch-all'
import { exitWithMessage } from './script-errors'

const NEXT_BIN = createRequire(import.meta.url).resolve('next/dist/bin/next')

/** `next build` as a child; stopping it (SIGTERM) stops its workers too. */
function nextBuild(statusFile: string): { stop(): void; exit: Promise<number> } {
  const child = spawn(process.execPath, [NEXT_BIN, 'build'], {
    stdio: 'inherit',
    env: { ...process.env, [PREFETCH_STATUS_ENV]: statusFile }
  })
  const stop = () => void child.kill('SIGTERM')
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => {
      stop()
      process.exit(130)
    })
  const exit = new Promise<number>((resolve, reject) => {
    child.on('error', reject)
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
  return { stop, exit }
}

/** The post-build step in a process of its own, as `npm run build` always ran it. */
function postbuildExport(): Promise<number> {
  const script = path.join('scripts', 'postbuild-export.ts')
  const child = spawn(process.execPath, [...process.execArgv, script], { stdio: 'inherit' })
  return new Promise((resolve, reject) => {
    child.on('error', reject)
    child.on('exit', (code) => resolve(code ?? 1))
  })
}

async function main() {
  await clearExportArtifacts()
  const fetching = contentSource().kind === 'notion'
  const statusFile = fetching
    ? path.join(cacheDirOf(envConfig()), `.prefetch-${process.pid}.json`)
    : ''
  if (fetching) await writePrefetchStatus(statusFile, { state: 'running', pid: process.pid })
  const next = nextBuild(statusFile)
  try {
    await prefetchAll()
    if (fetching) await writePrefetchStatus(statusFile, { state: 'done', pid: process.pid })
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    if (fetching)
      await writePrefetchStatus(statusFile, { state: 'failed', pid: process.pid, message })
    next.stop()
    await next.exit
    if (fetching) await removePrefetchStatus(statusFile)
    throw error
  }
  const code = await next.exit
  if (fetching) await removePrefetchStatus(statusFile)
  if (code !== 0) throw new Error(`next build failed (exit ${code})`)
  const post = await postbuildExport()
  if (post !== 0) process.exit(post)
}

main().catch(exitWithMessage)
