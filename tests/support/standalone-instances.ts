import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { chownSync, cpSync, mkdirSync, readdirSync, rmSync, symlinkSync } from 'node:fs'
import path from 'node:path'

/*
 * Several servers of one standalone build, as several machines would run it: each its own copy of
 * the build output (Next writes regenerated pages there) and its own temp folder; the code and
 * node_modules are linked, not copied.
 */

export interface Instance {
  port: number
  url: string
  /** Its TMPDIR: the only folder it may write when started as `user`. */
  tempDir: string
  /** Everything it printed so far. */
  output(): string
  /** SIGKILL: a crashed machine. */
  kill(): Promise<void>
  stop(): Promise<void>
}

/**
 * `<dir>` as a copy of `standalone` whose build output (`distDir`) is its own, with the pages as
 * the build wrote them: a server already running from `standalone` writes the pages it
 * regenerates into its own copy, and the build's pages (in `<distDir>/server/pages`, beside the
 * standalone folder) are the ones no server touched. Their times are kept, so they are as old as
 * the build and a page's first visit past its window finds it stale, however fast the start.
 */
function copyOf(standalone: string, distDir: string, dir: string) {
  mkdirSync(dir, { recursive: true })
  for (const name of readdirSync(standalone)) {
    const from = path.join(standalone, name)
    // server.js finds the build beside itself (__dirname): a copy, not a link.
    if (name === distDir || name === 'server.js')
      cpSync(from, path.join(dir, name), { recursive: true, preserveTimestamps: true })
    else symlinkSync(from, path.join(dir, name))
  }
  const pages = path.join(dir, distDir, 'server', 'pages')
  rmSync(pages, { recursive: true, force: true })
  cpSync(path.join(standalone, '..', 'server', 'pages'), pages, {
    recursive: true,
    preserveTimestamps: true
  })
}

/** Every server started and not yet ended: stopAll() ends them, started or still starting. */
const running = new Set<ChildProcess>()

async function exited(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.exitCode !== null || child.signalCode !== null) return
  const done = once(child, 'exit')
  child.kill(signal)
  await done
}

export async function startInstance(options: {
  standalone: string
  distDir: string
  dir: string
  port: number
  env: Record<string, string>
  /**
   * Run as this uid (and gid) with no other groups, through `setpriv` (root only): the copy of
   * the build stays root's, read-only to the server, whose temp folder is its own (the folders
   * above `dir` must let it through).
   */
  user?: number
}): Promise<Instance> {
  const { dir, port, user } = options
  const app = path.join(dir, 'app')
  const tmp = path.join(dir, 'tmp')
  copyOf(options.standalone, options.distDir, app)
  mkdirSync(tmp, { recursive: true })
  if (user !== undefined) chownSync(tmp, user, user)
  const server = [process.execPath, path.join(app, 'server.js')]
  const [command = process.execPath, ...args] =
    user === undefined
      ? server
      : ['setpriv', `--reuid=${user}`, `--regid=${user}`, '--clear-groups', ...server]
  const child = spawn(command, args, {
    cwd: app,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: tmp,
      TMPDIR: tmp,
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      NODE_ENV: 'production',
      NEXT_DIST_DIR: options.distDir,
      NEXT_TELEMETRY_DISABLED: '1',
      ...options.env
    },
    stdio: ['ignore', 'pipe', 'pipe']
  })
  running.add(child)
  child.once('exit', () => running.delete(child))
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const url = `http://127.0.0.1:${port}`
  const instance: Instance = {
    port,
    url,
    tempDir: tmp,
    output: () => output,
    kill: () => exited(child, 'SIGKILL'),
    stop: () => exited(child, 'SIGTERM')
  }
  // Up when it answers its health route; polled until then, or until it exits.
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the server on ${port} exited:\n${output}`)
    const up = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false
    )
    if (up) return instance
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

export async function stopAll(): Promise<void> {
  await Promise.all([...running].map((child) => exited(child, 'SIGTERM')))
}
