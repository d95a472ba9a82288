import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  buildCardsDirOf,
  cardFileName,
  ensureCard,
  readCard,
  type CardDirs
} from '@/lib/cards/card-store'
import type { CardInput } from '@/lib/cards/card-types'
import { setLogSink } from '@/lib/log'
import { writingCard } from './card-input'

let root: string
let dirs: CardDirs
let restoreLog: () => void

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'cards-'))
  dirs = { build: path.join(root, 'build'), overlay: path.join(root, 'overlay') }
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
    const first = await ensureCard(writingCard, dirs, render)
    expect(first).toBe(cardFileName(writingCard))
    expect(await ensureCard({ ...writingCard }, dirs, render)).toBe(first)
    expect(render).toHaveBeenCalledTimes(1)
    const edited = { ...writingCard, title: 'Before the fog lifts, edited' }
    const second = await ensureCard(edited, dirs, render)
    expect(second).not.toBe(first)
    expect(render).toHaveBeenCalledTimes(2)
    expect((await readCard(second!, dirs))?.toString()).toBe('png of Before the fog lifts, edited')
  })

  it('names a card with a cover .jpg and one without .png', () => {
    expect(cardFileName(writingCard)).toMatch(/^[0-9a-f]{20}\.png$/)
    expect(cardFileName({ ...writingCard, cover: '/c.webp' })).toMatch(/^[0-9a-f]{20}\.jpg$/)
  })

  it('keeps a card in memory when the server cannot write', async () => {
    // A file where the folder would be: no mkdir succeeds there, not even as root.
    await writeFile(path.join(root, 'file'), '')
    const locked = { build: dirs.build, overlay: path.join(root, 'file', 'overlay') }
    const input = { ...writingCard, title: 'Read-only server' }
    const name = await ensureCard(input, locked, fakeRender())
    expect(name).toBe(cardFileName(input))
    expect((await readCard(name!, locked))?.toString()).toBe('png of Read-only server')
  })

  it('answers null, never throws, when drawing fails', async () => {
    const failing = vi.fn(async () => Promise.reject(new Error('boom')))
    expect(await ensureCard({ ...writingCard, title: 'x' }, dirs, failing)).toBeNull()
  })

  it('reads nothing outside its folders', async () => {
    expect(await readCard('../../etc/passwd', dirs)).toBeNull()
  })
})

describe('build card folder', () => {
  it('keeps cards out of a dist dir that a static export replaces', () => {
    const custom = path.resolve('.next-some-export')
    const env = process.env.NEXT_DIST_DIR
    process.env.NEXT_DIST_DIR = '.next-some-export'
    try {
      expect(buildCardsDirOf(true, custom)).toBe(`${custom}-cards`)
      expect(buildCardsDirOf(false, custom)).toBe(path.join(custom, 'cache', 'cards'))
    } finally {
      if (env === undefined) delete process.env.NEXT_DIST_DIR
      else process.env.NEXT_DIST_DIR = env
    }
    expect(buildCardsDirOf(true, path.resolve('.next'))).toBe(path.resolve('.next/cache/cards'))
  })
})
