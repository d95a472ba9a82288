import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { availableParallelism, tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { cardProcessesFor, exportedCardNames, shardOf } from '@/lib/build/export-cards'

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
    // The card process started before the pages still draws: it is the second.
    expect(await cardProcessesFor(out(), kept(), true)).toBe(1)
  })

  it("finds the cards in the pages' heads only, however long the page after them", async () => {
    await mkdir(out(), { recursive: true })
    const meta = (i: number) => `<meta property="og:image" content="https://x/cards/${name(i)}">`
    // The head's end falls across two of the reader's 16 KiB chunks; the body names another card.
    const start = `<html><head>${meta(1)}`
    const head = `${start}${' '.repeat(16 * 1024 - start.length - 4)}</he`
    const body = `ad><body>${'é'.repeat(100_000)}"/cards/${name(2)}"</body></html>`
    await writeFile(path.join(out(), 'post.html'), head + body)
    await writeFile(path.join(out(), 'bare.html'), `<p>${meta(3)}</p>`)
    expect([...(await exportedCardNames(out()))].sort()).toEqual([name(1), name(3)])
  })

  it('reads its share from `k/n`, the whole for anything else', () => {
    expect(shardOf('1/2')).toEqual({ index: 1, count: 2 })
    for (const value of ['', '2/2', 'x', '-1/2'])
      expect(shardOf(value)).toEqual({ index: 0, count: 1 })
  })
})
