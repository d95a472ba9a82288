/**
 * The checks before the browser tests, run side by side: the type check, ESLint and Prettier each
 * use about one core; vitest, the longest, takes two workers, so on a two-core machine it shares the
 * cores with the others while they run and has both once they end (with vitest's default of one
 * worker there, a core would idle for its last minute and a half). Each one's output is printed whole when it ends,
 * with its time; the exit code is 1 if any failed. `npm run checks`, part of `npm test`.
 */
import { spawn } from 'node:child_process'
import { availableParallelism } from 'node:os'
import path from 'node:path'

const bin = (name: string) => path.join('node_modules', '.bin', name)

const CHECKS: { label: string; command: string; args: string[] }[] = [
  // TypeScript 7's native compiler (a third of the CPU time of TypeScript 5, which Next and
  // typescript-eslint still load through its JavaScript API): the same checker, the same tsconfig.
  {
    label: 'typecheck',
    command: process.execPath,
    args: [path.join('node_modules', 'typescript-native', 'bin', 'tsc'), '--noEmit']
  },
  { label: 'eslint', command: bin('eslint'), args: ['.'] },
  { label: 'prettier', command: bin('prettier'), args: ['--check', '.'] },
  {
    label: 'unit tests',
    command: bin('vitest'),
    args: ['run', `--maxWorkers=${Math.max(2, availableParallelism() - 1)}`]
  }
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
