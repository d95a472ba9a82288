import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { freePort } from '@/tests/support/free-port'

/*
 * A real redis-server for integration tests, on a free port, without persistence. `.ci/run`
 * installs Debian's redis-server; elsewhere the tests that need one are skipped, unless
 * REDIS_TESTS_REQUIRED=1 (CI) makes its absence a failure.
 */

export const REDIS_SERVER = process.env.REDIS_SERVER || 'redis-server'

export const hasRedisServer =
  process.env.REDIS_TESTS_REQUIRED === '1' ||
  spawnSync(REDIS_SERVER, ['--version'], { stdio: 'ignore' }).status === 0

export interface TestRedis {
  url: string
  port: number
  /** Kill it (SIGKILL: a crash, nothing flushed). */
  kill(): Promise<void>
  /** Start it again on the same port, empty. */
  restart(): Promise<void>
  stop(): Promise<void>
}

async function launch(port: number): Promise<ChildProcess> {
  const child = spawn(
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'inherit'] }
  )
  let output = ''
  await new Promise<void>((resolve, reject) => {
    child.once('error', reject)
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${output}`)))
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('Ready to accept connections')) resolve()
    })
  })
  child.removeAllListeners('exit')
  child.stdout?.resume()
  return child
}

async function end(child: ChildProcess | undefined, signal: NodeJS.Signals) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return
  const exited = once(child, 'exit')
  child.kill(signal)
  await exited
}

export async function startRedis(): Promise<TestRedis> {
  // REDIS_TEST_PORTS (`6390-6399`): a range to keep to, else any free port.
  const port = await freePort(process.env.REDIS_TEST_PORTS)
  let child: ChildProcess | undefined = await launch(port)
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    kill: () => end(child, 'SIGKILL'),
    async restart() {
      await end(child, 'SIGKILL')
      child = await launch(port)
    },
    stop: () => end(child, 'SIGTERM')
  }
}
