import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { envConfig } from '@/lib/config/load-config'
import { setLogSink } from '@/lib/log'
import {
  drawsFromRows,
  EARLY_CARDS_CHILD,
  idleWrapper,
  startEarlyCards
} from '@/scripts/lib/early-cards'

/*
 * The card process npm run build starts on the rows snapshot once the database is read, with a
 * stand-in for the build's bundle: what it is started with, that stop() stops it, and that no
 * failure of it reaches the build (the cards are then all drawn after the pages).
 */
const EARLY_NICENESS = 19
let dir: string
let warnings: string[]
let restoreLog: () => void

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'early-cards-'))
  warnings = []
  restoreLog = setLogSink((level, message) => {
    if (level === 'warn') warnings.push(message)
  })
})
afterEach(async () => {
  restoreLog()
  await rm(dir, { recursive: true, force: true })
})

/** A CommonJS script standing in for the card process; returns its path. */
async function script(name: string, source: string): Promise<string> {
  const file = path.join(dir, `${name}.cjs`)
  await writeFile(file, source)
  return file
}

const until = async (file: string) => {
  while (!existsSync(file)) await new Promise((resolve) => setTimeout(resolve, 20))
}

describe('cards drawn from the rows', () => {
  it('runs the card script at the lowest priority in its early mode, and stops it after its card', async () => {
    const report = path.join(dir, 'report.json')
    const card = await script(
      'card',
      `const fs = require('node:fs'), os = require('node:os')
       process.on('SIGTERM', () => { fs.writeFileSync(${JSON.stringify(report)} + '.stopped', ''); process.exit(0) })
       fs.writeFileSync(${JSON.stringify(report)}, JSON.stringify({
         priority: os.getPriority(), threads: [...new Set(fs.existsSync('/proc/self/task')
           ? fs.readdirSync('/proc/self/task').map((t) => os.getPriority(Number(t))) : [os.getPriority()])],
         policy: fs.existsSync('/proc/self/sched') ? /policy[ ]*:[ ]*([0-9]+)/.exec(fs.readFileSync('/proc/self/sched', 'utf8'))?.[1] : null,
         ownSession: fs.existsSync('/proc/self/stat')
           ? Number(fs.readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ')[3]) === process.pid : null,
         mode: process.env[${JSON.stringify(EARLY_CARDS_CHILD)}],
         arenas: process.env.MALLOC_ARENA_MAX, phase: process.env.NEXT_PHASE }))
       setInterval(() => {}, 1000)`
    )
    const cards = startEarlyCards(
      envConfig(),
      { NODE_ENV: 'production', PATH: process.env.PATH },
      Promise.resolve('/tmp/rows.json'),
      card
    )
    await until(report)
    expect(JSON.parse(await readFile(report, 'utf8'))).toEqual({
      priority: EARLY_NICENESS,
      threads: [EARLY_NICENESS],
      // SCHED_IDLE (5) where Linux has chrt, as here.
      policy:
        existsSync('/proc/self/sched') && existsSync('/usr/bin/chrt') ? '5' : expect.anything(),
      // A session of its own (scripts/lib/background-process.ts): spawned detached.
      ownSession: existsSync('/proc/self/stat') ? true : null,
      mode: '/tmp/rows.json',
      arenas: '1',
      phase: 'phase-production-build'
    })
    expect(cards.running()).toBe(true)
    await cards.stop()
    expect(cards.running()).toBe(false)
    expect(existsSync(`${report}.stopped`)).toBe(true)
    expect(warnings).toEqual([])
  })

  it('leaves the cards to the step after the pages when the card process fails, and never throws', async () => {
    const failing = await script('failing', 'process.exit(3)')
    const cards = startEarlyCards(
      envConfig(),
      { NODE_ENV: 'production', PATH: process.env.PATH },
      Promise.resolve('/tmp/rows.json'),
      failing
    )
    await expect(cards.done).resolves.toBeUndefined()
    expect(warnings).toEqual([
      'share cards: not drawn from the rows (Error: exit 3); they are drawn after the pages'
    ])
    await expect(cards.stop()).resolves.toBeUndefined()
  })

  it('starts nothing when the fetch gives no rows (nothing to fetch, it failed, settings unknown)', async () => {
    const started = path.join(dir, 'started')
    const card = await script(
      'card',
      `require('node:fs').writeFileSync(${JSON.stringify(started)}, '')`
    )
    const cards = startEarlyCards(
      envConfig(),
      { NODE_ENV: 'production', PATH: process.env.PATH },
      Promise.resolve(null),
      card
    )
    await cards.done
    expect(existsSync(started)).toBe(false)
    expect(warnings).toEqual([])
  })

  it('is on for a static export with cards unless turned off', () => {
    const on = { EXPORT: true, SHARE_CARD: 'card' } as const
    expect(drawsFromRows(on, {})).toBe(true)
    expect(drawsFromRows({ ...on, SHARE_CARD: 'cover' }, {})).toBe(true)
    expect(drawsFromRows(on, { NOTIONPRESS_EARLY_CARDS: 'off' })).toBe(false)
    expect(drawsFromRows({ ...on, SHARE_CARD: 'off' }, {})).toBe(false)
    expect(drawsFromRows({ ...on, EXPORT: false }, {})).toBe(false)
  })

  it('asks for the lowest priority only through commands that exist', () => {
    const env = (PATH: string) => ({ NODE_ENV: 'test' as const, PATH })
    expect(idleWrapper(env(dir), 'linux')).toEqual([])
    expect(idleWrapper(env('/usr/bin:/bin'), 'win32')).toEqual([])
    const linux = idleWrapper(env(process.env.PATH ?? ''), 'linux')
    if (existsSync('/usr/bin/chrt')) expect(linux.slice(1, 3)).toEqual(['--idle', '0'])
    expect(linux.slice(-2)).toEqual(['-n', '19'])
  })
})
