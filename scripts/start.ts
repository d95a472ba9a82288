/**
 * `npm start`: the standalone server of the last build (`<dist dir>/standalone/server.js`, what a
 * container runs), in this process, after loading the project's `.env` files as `next start`
 * does (the standalone server reads only its own folder's); else `next start`. PORT and
 * HOSTNAME, or `-p` and `-H`. package.json bundles it with esbuild and runs it with node: one
 * process, the server's own.
 */
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { loadEnvFiles } from '../lib/build/load-env-files'
import { startPlan } from '../lib/build/start-plan'

const plan = startPlan(process.argv.slice(2))
const require = createRequire(import.meta.url)

if (plan.kind === 'standalone') {
  loadEnvFiles()
  for (const arg of plan.ignored) console.warn(`npm start: ignored ${arg} (standalone server)`)
  Object.assign(process.env, plan.env)
  require(plan.serverJs)
} else {
  const next = require.resolve('next/dist/bin/next')
  const child = spawn(process.execPath, [next, 'start', ...plan.args], {
    stdio: 'inherit',
    env: { ...process.env, ...plan.env }
  })
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal))
  child.on('exit', (code, signal) => {
    if (!signal) process.exit(code ?? 1)
    // Ended by a signal: this process ends the same way.
    process.removeAllListeners(signal)
    process.kill(process.pid, signal)
  })
}
