/**
 * The checks before the browser tests, run side by side: the type check, ESLint and Prettier each
 * use one core, and vitest one worker on a two-core machine, so together they take about as long
 * as the longest of them rather than their sum. Each one's output is printed whole when it ends,
 * with its time; the exit code is 1 if any failed. `npm run checks`, part of `npm test`.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'

const bin = (name: string) => path.join('node_modules', '.bin', name)

const CHECKS: { label: string; command: string; args: string[] }[] = [
  { label: 'typecheck', command: bin('tsc'), args: ['--noEmit'] },
  { label: 'eslint', command: bin('eslint'), args: ['.'] },
  { label: 'prettier', command: bin('prettier'), args: ['--check', '.'] },
  { label: 'unit tests', command: bin('vitest'), args: ['run'] }
]

function run({ label, command, args }: (typeof CHECKS)[number]): Promise<boolean> {
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn(command, args, { env: { ...process.env, FORCE_COLOR: '1' } })
    const output: Buffer[] = []
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk))
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk))
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`))
      finish(1)
    })
    child.on('close', (code) => finish(code ?? 1))
    let done = false
    function finish(code: number) {
      if (done) return
      done = true
      const seconds = ((Date.now() - started) / 1000).toFixed(0)
      const verdict = code === 0 ? 'passed' : `FAILED (exit ${code})`
      process.stdout.write(`\n=== ${label}: ${verdict} in ${seconds} s ===\n`)
      process.stdout.write(Buffer.concat(output))
      resolve(code === 0)
    }
  })
}

void Promise.all(CHECKS.map(run)).then((results) => {
  const failed = CHECKS.filter((_, i) => !results[i]).map((c) => c.label)
  if (failed.length) {
    console.error(`\nchecks failed: ${failed.join(', ')}`)
    process.exit(1)
  }
  console.log(`\nchecks passed: ${CHECKS.map((c) => c.label).join(', ')}`)
})
