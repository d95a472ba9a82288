import { spawn } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { lowerSessionPriority } from '@/scripts/lib/background-process'

/*
 * What the early card process does for itself: its session's CPU weight set as low as it goes,
 * where the kernel groups by session, and an end with the build that started it (in a session of
 * its own it gets no signal sent to the build's process group).
 */
let dir: string
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'background-process-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

describe('a background process of the build', () => {
  it("sets its session's nice to 19 where the kernel groups by session, and does nothing elsewhere", async () => {
    const file = path.join(dir, 'autogroup')
    // The kernel's file reads `/autogroup-1 nice 0` and takes a nice value written to it.
    await writeFile(file, '')
    const linux = process.platform === 'linux'
    expect(await lowerSessionPriority(file)).toBe(linux)
    if (linux) expect(await readFile(file, 'utf8')).toBe('19')
    expect(await lowerSessionPriority(path.join(dir, 'none'))).toBe(false)
  })

  it('ends when the process that started it is gone', async () => {
    const pidFile = path.join(dir, 'child.pid')
    const child = path.join(dir, 'child.ts')
    const helper = path.resolve('scripts/lib/background-process.ts')
    await writeFile(
      child,
      `import { exitWithParent } from ${JSON.stringify(helper)}
       exitWithParent(20)
       setInterval(() => {}, 1000)`
    )
    // The parent starts the child in a session of its own, as the build does, and ends at once.
    const parent = path.join(dir, 'parent.cjs')
    await writeFile(
      parent,
      `const child = require('node:child_process').spawn(process.execPath,
         ['--import', 'tsx', ${JSON.stringify(child)}], { detached: true, stdio: 'ignore' })
       require('node:fs').writeFileSync(${JSON.stringify(pidFile)}, String(child.pid))
       setTimeout(() => process.exit(0), 1500)`
    )
    const started = spawn(process.execPath, [parent], { stdio: 'ignore' })
    await new Promise((resolve) => started.on('exit', resolve))
    const pid = Number(await readFile(pidFile, 'utf8'))
    const until = Date.now() + 10_000
    while (alive(pid) && Date.now() < until) await new Promise((r) => setTimeout(r, 50))
    const left = alive(pid)
    if (left) process.kill(pid, 'SIGKILL')
    expect(left).toBe(false)
  })
})
