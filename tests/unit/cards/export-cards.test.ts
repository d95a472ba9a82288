import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { availableParallelism, tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { cardProcessesFor, shardOf } from '@/lib/build/export-cards'

let root: string
const out = () => path.join(root, 'out')
const kept = () => path.join(root, 'kept')
const name = (i: number) => `${String(i).padStart(20, '0')}.png`

/** An export whose pages name cards 0..count-1, with the first `drawn` kept from a build. */
async function exportWith(count: number, drawn: number) {
  await rm(kept(), { recursive: true, force: true })
  await mkdir(out(), { recursive: true })
  await mkdir(kept(), { recursive: true })
  const heads = Array.from(
    { length: count },
    (_, i) => `<meta content="https://x/cards/${name(i)}">`
  )
  await writeFile(path.join(out(), 'index.html'), heads.join('\n'))
  for (let i = 0; i < drawn; i++) await writeFile(path.join(kept(), name(i)), 'png')
}

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'export-cards-'))
})
afterEach(async () => {
  await rm(root, { recursive: true, force: true })
})

describe("processes drawing an export's cards", () => {
  it('starts none when every card is kept from an earlier build, and copies them', async () => {
    await exportWith(3, 3)
    expect(await cardProcessesFor(out(), kept())).toBe(0)
    expect((await readdir(path.join(out(), 'cards'))).sort()).toEqual([0, 1, 2].map(name))
  })

  it('starts one for up to a hundred cards to draw, for more one per core the export files leave (up to two)', async () => {
    await exportWith(40, 39)
    expect(await cardProcessesFor(out(), kept())).toBe(1)
    await exportWith(40, 0)
    expect(await cardProcessesFor(out(), kept())).toBe(1)
    await exportWith(120, 0)
    expect(await cardProcessesFor(out(), kept())).toBe(
      Math.max(1, Math.min(2, availableParallelism() - 1))
    )
  })

  it('reads its share from `k/n`, the whole for anything else', () => {
    expect(shardOf('1/2')).toEqual({ index: 1, count: 2 })
    for (const value of ['', '2/2', 'x', '-1/2'])
      expect(shardOf(value)).toEqual({ index: 0, count: 1 })
  })
})
