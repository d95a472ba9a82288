/**
 * Property-based robustness: start from every demo post and every captured Notion record map,
 * damage the record map at random (record-mutations.ts), then run the whole path a build runs:
 * normalise the workspace, prepare the body, server-render the post in a built theme (each case
 * in the next theme of the list, so every theme renders damaged bodies; the body's parts are
 * shared, and rendering each case in all twenty cost twenty times the CPU for little more).
 * No case may throw or hang, and every paragraph no mutation reached must still be on the page.
 * The same for database rows: a row with garbage properties never costs another row.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postProps } from '../../lib/pages/page-props'
import { buildSiteData } from '../../lib/content/site-data'
import type { SitePost } from '../../lib/content/site-types'
import { setLogSink } from '../../lib/log'
import type { Workspace } from '../../lib/notion/types'
import { readWorkspaceDir } from '../../lib/notion/workspace-dir'
import { THEMES } from '../../themes/registry'
import { fixturesDir } from '../support/fixtures'
import { renderPage } from '../support/render-page'
import { FUZZ_SEED, runsFor } from './fuzz-settings'
import {
  applyMutations,
  mutationArb,
  valueOf,
  type Mutation,
  type RecordMapLike
} from './record-mutations'
import { survivingTexts, textOfHtml } from './surviving-text'

const NOW = Date.UTC(2030, 0, 1)
const THEME_IDS = Object.keys(THEMES)
const mutationsArb = fc.array(mutationArb, { minLength: 1, maxLength: 6 })

let demo: Workspace
let bodies: SitePost[]
let restoreLog: () => void
/** Paragraphs checked on rendered pages: a run that checked none would prove nothing. */
let textsChecked = 0

beforeAll(async () => {
  // Warnings are the point of these inputs; the assertions below say what must hold.
  restoreLog = setLogSink(() => undefined)
  demo = (await readWorkspaceDir('content/demo'))!
  const data = buildSiteData(demo, { now: NOW })
  bodies = data.posts.filter((p) => !p.locked && p.target === '_self' && demo.pages[p.id])
})
afterAll(() => restoreLog())

const clone = <T,>(value: T): T => structuredClone(value)

/** Cases run so far: the next case renders in the next theme. */
let cases = 0

/** Render one post of a workspace in the next theme; return its HTML, or null if 404. */
async function renderInNextTheme(workspace: Workspace, post: SitePost) {
  const theme = THEME_IDS[cases++ % THEME_IDS.length]!
  const data = buildSiteData(workspace, { now: NOW })
  const props = await postProps(data, post.href)
  if (!props) return null
  const config = { ...props.siteProps.config, THEME: theme } as typeof props.siteProps.config
  const siteProps = { ...props.siteProps, config }
  return {
    theme,
    html: await renderPage({ layout: 'LayoutSlug', ...props, siteProps }, post.href)
  }
}

/** The workspace with one post's page replaced by a damaged copy; what must survive. */
function damaged(pageMap: RecordMapLike, post: SitePost, mutations: Mutation[]) {
  const before = clone(pageMap)
  const after = clone(pageMap)
  const touched = applyMutations(after, mutations)
  const workspace: Workspace = {
    ...demo,
    pages: { ...demo.pages, [post.id]: after as unknown as Workspace['pages'][string] }
  }
  return { workspace, survivors: survivingTexts(before, after, post.id, touched), touched }
}

async function checkCase(pageMap: RecordMapLike, post: SitePost, mutations: Mutation[]) {
  const { workspace, survivors, touched } = damaged(pageMap, post, mutations)
  const page = await renderInNextTheme(workspace, post)
  if (!touched.has(post.id)) expect(page, `${post.href} still served`).not.toBeNull()
  if (!page) return
  const text = textOfHtml(page.html)
  textsChecked += survivors.length
  const lost = survivors.filter((s) => !text.includes(s))
  expect(lost, `${page.theme} ${post.href}: surviving paragraphs rendered`).toEqual([])
}

describe('fuzzed post bodies never throw, and keep what survived', () => {
  it('demo posts', async () => {
    await fc.assert(
      fc.asyncProperty(fc.nat(), mutationsArb, async (n, mutations) => {
        const post = bodies[n % bodies.length]!
        await checkCase(demo.pages[post.id] as unknown as RecordMapLike, post, mutations)
      }),
      { numRuns: runsFor(160), seed: FUZZ_SEED, endOnFailure: true }
    )
  }, 600_000)

  const dir = fixturesDir()
  if (!dir && process.env.NOTION_FIXTURES_REQUIRED === '1')
    throw new Error('Notion fixtures not found (NOTION_FIXTURES_REQUIRED=1)')
  it.skipIf(!dir)(
    'captured Notion record maps, transplanted into a demo post',
    async () => {
      if (!dir) return
      const files = readdirSync(path.join(dir, 'record-maps')).filter((f) => f.endsWith('.json'))
      const captures = files.map(
        (f) => JSON.parse(readFileSync(path.join(dir, 'record-maps', f), 'utf8')) as RecordMapLike
      )
      const host = bodies.find((p) => p.type === 'Post')!
      await fc.assert(
        fc.asyncProperty(fc.nat(), mutationsArb, async (n, mutations) => {
          const pageMap = transplant(captures[n % captures.length]!, host)
          await checkCase(pageMap, host, mutations)
        }),
        { numRuns: runsFor(100), seed: FUZZ_SEED, endOnFailure: true }
      )
    },
    600_000
  )

  it('checked surviving text on rendered pages', () => {
    expect(textsChecked).toBeGreaterThan(100)
  })
})

/** A capture's body as the body of a demo post: the post's own root, the capture's blocks. */
function transplant(capture: RecordMapLike, host: SitePost): RecordMapLike {
  const map = clone(capture)
  const [captureRoot] = Object.keys(map.block)
  const hostRoot = valueOf(demo.pages[host.id]!.block[host.id])!
  const content = (valueOf(map.block[captureRoot!])?.content ?? []) as string[]
  const block: Record<string, unknown> = {
    [host.id]: { role: 'reader', value: { ...clone(hostRoot), content } }
  }
  for (const [id, record] of Object.entries(map.block)) {
    if (id === captureRoot) continue
    const value = valueOf(record)
    if (value && value.parent_id === captureRoot) value.parent_id = host.id
    block[id] = record
  }
  for (const table of [
    'collection',
    'collection_view',
    'collection_query',
    'notion_user',
    'signed_urls'
  ])
    map[table] ??= {}
  return { ...map, block }
}

describe('fuzzed database rows never cost another row', () => {
  it('every untouched post stays listed whatever its neighbours hold', async () => {
    const clean = buildSiteData(demo, { now: NOW })
    const postRows = clean.posts.map((p) => p.id)
    await fc.assert(
      fc.property(mutationsArb, (mutations) => {
        const database = clone(demo.database) as unknown as RecordMapLike
        // Only the post rows are damaged: a sub-map sharing their records.
        const rows: RecordMapLike = {
          block: Object.fromEntries(postRows.map((id) => [id, database.block[id]]))
        }
        const touched = applyMutations(rows, mutations)
        for (const id of postRows) {
          if (id in rows.block) database.block[id] = rows.block[id]
          else delete database.block[id]
        }
        const data = buildSiteData(
          { ...demo, database: database as unknown as Workspace['database'] },
          { now: NOW }
        )
        const kept = new Set(data.posts.map((p) => p.id))
        const lost = postRows.filter((id) => !touched.has(id) && !kept.has(id))
        expect(lost).toEqual([])
      }),
      { numRuns: runsFor(150), seed: FUZZ_SEED, endOnFailure: true }
    )
  }, 600_000)
})
