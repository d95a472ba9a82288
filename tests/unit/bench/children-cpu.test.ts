import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { childrenCpuMs } from '@/scripts/bench/children-cpu'

let dir: string
beforeEach(async () => (dir = await mkdtemp(path.join(tmpdir(), 'children-cpu-'))))
afterEach(() => rm(dir, { recursive: true, force: true }))

describe("a build's CPU time from /proc", () => {
  it("reads the waited-for children's user and system ticks, even with spaces in the command", async () => {
    const stat = path.join(dir, 'stat')
    // pid (comm) state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt utime stime cutime cstime …
    await writeFile(
      stat,
      '42 (node a) b) S 1 42 42 0 -1 4194304 10 20 0 0 7 3 1234 566 20 0 11 0\n'
    )
    expect(childrenCpuMs(stat)).toBe(18_000)
  })

  it('says null where there is no such file', () => {
    expect(childrenCpuMs(path.join(dir, 'none'))).toBeNull()
  })
})
