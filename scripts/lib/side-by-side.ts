import { spawn } from 'node:child_process'

/** A command run side by side with others, its output held back until it ends. */
export interface Job {
  label: string
  command: string
  args: string[]
}

function run({ label, command, args }: Job): Promise<boolean> {
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

/**
 * Runs the jobs at once; each one's output is printed whole when it ends, with its time (so
 * outputs never interleave). Resolves to the labels of those that failed.
 */
export async function runSideBySide(jobs: Job[]): Promise<string[]> {
  const results = await Promise.all(jobs.map(run))
  return jobs.filter((_, i) => !results[i]).map((job) => job.label)
}
