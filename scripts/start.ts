/**
 * `npm start`: the standalone server of the last build (`node <dist dir>/standalone/server.js`,
 * what a container runs), else `next start`. Loads the project's `.env` files as `next start`
 * does (the standalone server reads only its own folder's). PORT and HOSTNAME, or `-p` and `-H`.
 */
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import nextEnv from '@next/env'
import { startPlan } from '../lib/build/start-plan'

const args = process.argv.slice(2)
const plan = startPlan(args)
const require = createRequire(import.meta.url)

const [command, env] =
  plan.kind === 'standalone'
    ? (() => {
        nextEnv.loadEnvConfig(process.cwd(), false, { info: () => undefined, error: console.error })
        for (const arg of plan.ignored)
          console.warn(`npm start: ignored ${arg} (standalone server)`)
        return [[plan.serverJs], { ...process.env, ...plan.env }] as const
      })()
    : [
        [require.resolve('next/dist/bin/next'), 'start', ...plan.args],
        { ...process.env, ...plan.env }
      ]

const child = spawn(process.execPath, command, { stdio: 'inherit', env })
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal))
child.on('exit', (code, signal) => {
  if (!signal) process.exit(code ?? 1)
  // Ended by a signal: this process ends the same way.
  process.removeAllListeners(signal)
  process.kill(process.pid, signal)
})
