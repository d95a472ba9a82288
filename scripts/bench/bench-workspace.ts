/**
 * The benchmark's workspace: N posts in NotionNext's template with bodies of varied length and
 * kind (plain prose, code + equations + a table, tables, uploaded images, the odd inline database).
 * Post i is determined by the seed and i alone, so the same post is byte-identical at every N and
 * sizes measured at N and N/10 compare.
 */
import { mkdirSync, readdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import type { BlockInput } from '../lib/block-builder'
import { callout, code, equation, heading, paragraph, quote } from '../lib/blocks'
import { buildWorkspace, type BuiltWorkspace, type RowInput } from '../lib/workspace-builder'
import { createRandom, type Random } from './bench-random'
import { codeAndMath, database, dataTable, list, prose, uploaded, type Say } from './bench-blocks'
import { cjkSentence, CODE_SAMPLES, EQUATIONS, sentence } from './bench-text'

export const BENCH_SEED = 'notion-press/bench'
const TIME = Date.UTC(2025, 5, 1, 9, 30)
const DAY = 86_400_000
const CATEGORIES = ['Travel', 'Film', 'Craft', 'Engineering', 'Notes', '随笔']
const TAGS = Array.from({ length: 30 }, (_, i) => `tag-${String(i).padStart(2, '0')}`)
const COVERS = ['sea-of-clouds', 'harbour-blue-hour', 'desert-week', 'winter-coast', 'zone-system']

/**
 * BENCH_COVERS=distinct: post i takes the demo's i-th full-size cover (24, in turn) instead of one
 * of the five above, so a share card process decodes a cover per card, as where every post has a
 * cover of its own (it keeps the newest eight it cut). Nothing else of a post changes.
 * BENCH_COVERS=distinct-jpeg: the same pictures as JPEG (quality 85, written into
 * public/bench-covers/ for the bench's builds by writeBenchCovers): what Notion mostly serves
 * (Unsplash, uploaded photographs), and ~4 times cheaper to decode than WebP.
 */
const COVER_MODE = process.env.BENCH_COVERS ?? 'repeated'
export const DISTINCT_COVERS = COVER_MODE.startsWith('distinct')
const JPEG_COVERS = COVER_MODE === 'distinct-jpeg'
const JPEG_COVER_DIR = path.join('public', 'bench-covers')

/** The demo's full-size covers (public/demo/covers, without their -24 and -800 copies). */
export function demoCovers(): string[] {
  return readdirSync(path.join('public', 'demo', 'covers'))
    .filter((name) => name.endsWith('.webp') && !/-(24|800)\.webp$/.test(name))
    .sort()
    .map((name) => `/demo/covers/${name}`)
}

const jpegOf = (cover: string) => `/bench-covers/${path.basename(cover).replace(/\.webp$/, '.jpg')}`

/** The covers the posts take in turn with BENCH_COVERS=distinct or distinct-jpeg; else none. */
export function benchCovers(): string[] {
  if (!DISTINCT_COVERS) return []
  return JPEG_COVERS ? demoCovers().map(jpegOf) : demoCovers()
}

/**
 * With BENCH_COVERS=distinct-jpeg, writes the JPEG covers into public/bench-covers/; returns what
 * removes them.
 */
export async function writeBenchCovers(): Promise<() => void> {
  if (!JPEG_COVERS) return () => {}
  const { default: sharp } = await import('sharp')
  mkdirSync(JPEG_COVER_DIR, { recursive: true })
  for (const cover of demoCovers())
    await sharp(path.join('public', cover))
      .jpeg({ quality: 85 })
      .toFile(path.join('public', jpegOf(cover)))
  return () => rmSync(JPEG_COVER_DIR, { recursive: true, force: true })
}

/** `code` posts carry code, block equations and a table: the heaviest body to render. */
export type PostKind = 'text' | 'code' | 'table' | 'image' | 'database' | 'cjk'

/** Fixed by the index, so the posts a route measurement names exist at every N ≥ 8. */
export function postKind(i: number): PostKind {
  if (i % 20 === 3) return 'database'
  if (i % 10 === 6) return 'cjk'
  return (['image', 'code', 'table', 'text'] as const)[i % 4] ?? 'text'
}

export const postSlug = (i: number) => `post-${String(i).padStart(4, '0')}`

/** The first post of a kind (what the size table measures). */
export const firstPostOf = (kind: PostKind) => {
  for (let i = 0; ; i++) if (postKind(i) === kind) return postSlug(i)
}

export const BENCH_SITE = { name: 'Bench Blog', description: 'Benchmark' }

/** The workspace's rows: an About page, then the N posts. */
export function benchRows(posts: number, seed = BENCH_SEED): RowInput[] {
  const rows: RowInput[] = [
    {
      title: 'About',
      type: 'Page',
      slug: 'about',
      date: '2023-01-01',
      blocks: [paragraph('A generated benchmark blog.')]
    }
  ]
  const covers = benchCovers()
  for (let i = 0; i < posts; i++) {
    const post = benchPost(i, createRandom(`${seed}/post/${i}`))
    rows.push(covers.length ? { ...post, cover: covers[i % covers.length] } : post)
  }
  return rows
}

export function buildBenchWorkspace(posts: number, seed = BENCH_SEED): BuiltWorkspace {
  return buildWorkspace({ seed, ...BENCH_SITE, time: TIME }, benchRows(posts, seed))
}

function benchPost(i: number, random: Random): RowInput {
  const kind = postKind(i)
  const cjk = kind === 'cjk'
  const say = (words: number) => (cjk ? cjkSentence(random, words) : sentence(random, words))
  const date = new Date(TIME - Math.round(i * 1.3 * DAY)).toISOString().slice(0, 10)
  const tagCount = 1 + random.int(4)
  const tags = [...new Set(Array.from({ length: tagCount }, () => random.pick(TAGS)))]
  return {
    title: cjk ? `第${i}篇：${say(3)}` : `${say(4 + random.int(5))} (${i})`,
    slug: postSlug(i),
    date,
    created: Date.parse(`${date}T08:00:00Z`),
    category: random.pick(CATEGORIES),
    tags,
    summary: say(12 + random.int(20)),
    cover: `/demo/covers/${random.pick(COVERS)}.webp`,
    blocks: body(i, kind, random, say)
  }
}

/** 3 to ~60 sections' worth of blocks: most posts are short, a few are long. */
function body(i: number, kind: PostKind, random: Random, say: Say) {
  const out: BlockInput[] = []
  const sections = 1 + Math.floor(random.next() ** 2 * 12)
  for (let s = 0; s < sections; s++) {
    if (s > 0) out.push(heading(s % 3 === 0 ? 2 : 3, say(3 + random.int(4))))
    for (let p = 1 + random.int(5); p > 0; p--) out.push(paragraph(prose(random, say)))
    if (random.int(3) === 0) out.push(...list(random, say))
    if (kind === 'image' && random.int(2) === 0) out.push(uploaded(i, s, random, say))
    if (kind === 'code' && s % 2 === 0) out.push(codeAndMath(random))
    if (kind === 'table' && s % 3 === 0) out.push(dataTable(random, say))
    if (random.int(8) === 0) out.push(quote(say(14)))
    if (random.int(10) === 0) out.push(callout('💡', 'gray_background', say(16)))
  }
  if (kind === 'image' && !out.some((b) => b.type === 'image'))
    out.push(uploaded(i, 0, random, say))
  if (kind === 'code') {
    const [language, source] = random.pick(CODE_SAMPLES)
    out.push(code(language, source), equation(random.pick(EQUATIONS)), dataTable(random, say))
  }
  if (kind === 'database') out.push(database(i, random, say, TIME))
  return out
}
