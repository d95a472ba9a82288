import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  cardBytes,
  cardFileName,
  drawMissingCards,
  exportCardsDirOf,
  hasCard
} from '@/lib/cards/card-store'
import type { CardInput } from '@/lib/cards/card-types'
import { setLogSink } from '@/lib/log'
import { writingCard } from './card-input'

let root: string
let restoreLog: () => void

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'cards-'))
  restoreLog = setLogSink(() => {})
})
afterEach(async () => {
  restoreLog()
  await rm(root, { recursive: true, force: true })
})

const fakeRender = () => vi.fn(async (input: CardInput) => Buffer.from(`png of ${input.title}`))

describe('share card cache', () => {
  it('draws an unchanged card once, and a changed one again', async () => {
    const render = fakeRender()
    const first = await cardBytes(writingCard, root, render)
    expect(first?.toString()).toBe('png of Before the fog lifts')
    expect(await hasCard(root, cardFileName(writingCard))).toBe(true)
    expect((await cardBytes({ ...writingCard }, root, render))?.toString()).toBe(first?.toString())
    expect(render).toHaveBeenCalledTimes(1)
    const edited = { ...writingCard, title: 'Before the fog lifts, edited' }
    expect(cardFileName(edited)).not.toBe(cardFileName(writingCard))
    expect((await cardBytes(edited, root, render))?.toString()).toContain('edited')
    expect(render).toHaveBeenCalledTimes(2)
  })

  it('draws a card asked for twice at once only once', async () => {
    const render = fakeRender()
    const input = { ...writingCard, title: 'Twice' }
    await Promise.all([cardBytes(input, root, render), cardBytes(input, root, render)])
    expect(render).toHaveBeenCalledTimes(1)
  })

  it('names a card with a cover .jpg and one without .png', () => {
    expect(cardFileName(writingCard)).toMatch(/^[0-9a-f]{20}\.png$/)
    expect(cardFileName({ ...writingCard, cover: '/c.webp' })).toMatch(/^[0-9a-f]{20}\.jpg$/)
  })

  it('keeps a card in memory when the server cannot write', async () => {
    // A file where the folder would be: no mkdir succeeds there, not even as root.
    await writeFile(path.join(root, 'file'), '')
    const readOnly = path.join(root, 'file', 'cards')
    const input = { ...writingCard, title: 'Read-only server' }
    const render = fakeRender()
    expect((await cardBytes(input, readOnly, render))?.toString()).toBe('png of Read-only server')
    expect((await cardBytes(input, readOnly, render))?.toString()).toBe('png of Read-only server')
    expect(render).toHaveBeenCalledTimes(1)
  })

  it('answers null, never throws, when drawing fails', async () => {
    const failing = vi.fn(async () => Promise.reject(new Error('boom')))
    expect(await cardBytes({ ...writingCard, title: 'x' }, root, failing)).toBeNull()
  })

  it('draws into a kept folder only the cards not already there', async () => {
    const cards = (titles: string[]) =>
      new Map(
        titles.map((title) => {
          const input = { ...writingCard, title }
          return [cardFileName(input), input] as const
        })
      )
    const render = fakeRender()
    expect(await drawMissingCards(cards(['a', 'b', 'c']), root, render)).toEqual({
      drawn: 3,
      kept: 0,
      failed: [],
      stopped: false
    })
    render.mockClear()
    expect(await drawMissingCards(cards(['a', 'b edited', 'c']), root, render)).toEqual({
      drawn: 1,
      kept: 2,
      failed: [],
      stopped: false
    })
    expect(render.mock.calls.map(([input]) => input.title)).toEqual(['b edited'])
  })

  it('stops before the next card once told to, leaving the rest undrawn', async () => {
    const cards = new Map(
      ['a', 'b', 'c'].map((title) => {
        const input = { ...writingCard, title: `stop ${title}` }
        return [cardFileName(input), input] as const
      })
    )
    const render = fakeRender()
    const stop = () => render.mock.calls.length >= 2
    expect(await drawMissingCards(cards, root, render, stop)).toEqual({
      drawn: 2,
      kept: 0,
      failed: [],
      stopped: true
    })
    expect(render.mock.calls.map(([input]) => input.title)).toEqual(['stop a', 'stop b'])
    const [, , last] = [...cards.keys()]
    expect(await readdir(root)).not.toContain(last)
  })
})

describe('export card folder', () => {
  it('keeps cards out of a dist dir that a static export replaces', () => {
    const custom = path.resolve('.next-some-export')
    const env = process.env.NEXT_DIST_DIR
    process.env.NEXT_DIST_DIR = '.next-some-export'
    try {
      expect(exportCardsDirOf(custom)).toBe(`${custom}-cards`)
    } finally {
      if (env === undefined) delete process.env.NEXT_DIST_DIR
      else process.env.NEXT_DIST_DIR = env
    }
    expect(exportCardsDirOf(path.resolve('.next'))).toBe(path.resolve('.next/cache/cards'))
  })
})
