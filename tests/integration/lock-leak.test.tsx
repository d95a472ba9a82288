import { createHash } from 'node:crypto'
import { renderToStaticMarkup } from 'react-dom/server'
import { preloadDynamicParts } from '@/components/next-internals/loadable'
import { RouterContext } from '@/components/next-internals/router-context'
import type { NextRouter } from 'next/router'
import { beforeAll, describe, expect, it } from 'vitest'
import type { PageProps } from '../../lib/theme/layout-props'
import {
  archiveProps,
  categoryIndexProps,
  categoryPageProps,
  indexPageProps,
  postProps,
  tagIndexProps,
  tagPageProps
} from '../../lib/pages/page-props'
import { servedPaths } from '../../lib/content/post-lookup'
import { searchPageProps } from '../../lib/pages/search-props'
import { buildSiteData } from '../../lib/content/site-data'
import type { SiteData } from '../../lib/content/site-types'
import { messagesFor } from '../../lib/i18n/messages'
import { readWorkspaceDir } from '../../lib/notion/workspace-dir'
import { pageMeta } from '../../lib/seo/page-meta'
import { ThemePage } from '../../themes/ThemePage'
import { siteSearch } from '../../lib/search/search-index-file'
import { seoArtifacts } from '../../lib/pages/seo-documents'
import { renderBodyHtml } from '../../components/notion-renderer/body-html'

/**
 * The demo's locked post (/article/contact-sheets) leaks nothing: not its password, no fast hash
 * of it (NotionNext shipped md5(slug + password)), not a phrase of its body, in any props, meta
 * or rendered HTML of the site. Another output (search index, feeds, sitemap) joins the scan as
 * one more line in `outputs`.
 */
const PASSWORD = 'silver-halide'
const SLUG = 'contact-sheets'
// Body text, a TOC heading, and the summary (POST_LOCKED_SHOW_SUMMARY is off).
const BODY_PHRASES = [
  'the one good picture on frame 31',
  'What a contact sheet teaches',
  'Whole rolls, mistakes included'
]
const hex = (algorithm: string, text: string) => createHash(algorithm).update(text).digest('hex')
const needles = [
  PASSWORD,
  Buffer.from(PASSWORD).toString('base64'),
  ...BODY_PHRASES,
  ...['md5', 'sha1', 'sha256'].flatMap((a) =>
    [PASSWORD, SLUG + PASSWORD, PASSWORD + SLUG].map((text) => hex(a, text))
  )
]

const router = { query: {}, asPath: '/', pathname: '/', isReady: true } as unknown as NextRouter
const html = (page: PageProps) =>
  renderToStaticMarkup(
    <RouterContext.Provider value={router}>
      <ThemePage {...page} />
    </RouterContext.Provider>
  )

type Output = [name: string, build: (data: SiteData) => unknown]

async function outputs(data: SiteData): Promise<Output[]> {
  const posts = await Promise.all(servedPaths(data).map((path) => postProps(data, path)))
  const pages: PageProps[] = [
    ...posts.flatMap((p) => (p ? [{ layout: 'LayoutSlug' as const, ...p }] : [])),
    { layout: 'LayoutIndex', ...indexPageProps(data)! },
    { layout: 'LayoutArchive', ...archiveProps(data) },
    { layout: 'LayoutCategoryIndex', ...categoryIndexProps(data) },
    { layout: 'LayoutTagIndex', ...tagIndexProps(data) }
  ]
  const t = messagesFor(data.config.LANG)
  const documents = (await seoArtifacts(data, renderBodyHtml)).map((a) => String(a.bytes))
  return [
    ['post props', () => posts],
    ['list pages', (d) => [2, 3].map((n) => indexPageProps(d, n))],
    ['category pages', (d) => d.categories.map((c) => categoryPageProps(d, c.name))],
    ['tag pages', (d) => d.tags.map((tag) => tagPageProps(d, tag.name))],
    ['search', (d) => ['', SLUG, 'frame', 'Contact'].map((k) => searchPageProps(d, k))],
    ['page meta', () => pages.map((p) => pageMeta(p, '/', t))],
    ['html', () => pages.map(html)],
    ['search index', (d) => siteSearch(d).sharded],
    ['feeds, sitemap, robots', () => documents]
  ]
}

describe('a locked post leaks nothing', () => {
  let data: SiteData
  let scanned: Array<[string, string]>
  beforeAll(async () => {
    await preloadDynamicParts()
    const workspace = await readWorkspaceDir('content/demo')
    data = buildSiteData(workspace!, { now: Date.UTC(2030, 0, 1) })
    const built = await outputs(data)
    scanned = built.map(([name, build]) => {
      const value = build(data)
      return [name, typeof value === 'string' ? value : JSON.stringify(value)]
    })
  }, 60_000)

  it('the demo has the locked post, and the scan sees its page', () => {
    const locked = data.posts.find((p) => p.slug === SLUG)
    expect(locked?.password).toBe(PASSWORD)
    const [, html] = scanned.find(([name]) => name === 'html')!
    // Plain booleans: a failed toContain would print the whole site.
    expect(html.includes('Contact Sheets: Unedited')).toBe(true)
    expect(html.includes('post-password')).toBe(true)
  })

  it('no output holds the password, a hash of it, the body or its Notion id', () => {
    const id = data.posts.find((p) => p.slug === SLUG)!.id
    const all = [...needles, id, id.replace(/-/g, '')]
    const hits = scanned.flatMap(([name, text]) =>
      all.filter((n) => text.toLowerCase().includes(n.toLowerCase())).map((n) => `${name}: ${n}`)
    )
    expect(hits).toEqual([])
  })

  it("the locked post's summary, word count and reading time stay private", async () => {
    const props = (await postProps(data, `/article/${SLUG}`))!
    expect(props.post).toMatchObject({ summary: null, wordCount: 0, readTime: 0, body: null })
    expect(props.post.encrypted?.iterations).toBeGreaterThanOrEqual(200_000)
  })
})

const DRAFT_TITLE = 'Iceland, Half Written'
const DRAFT_TEXT = 'Glaciers, black sand'
const DRAFT_SUMMARY = 'A Draft: not built, not listed'
const PUBLIC_SLUG = 'film-in-winter'
const LINKED_VIEW = '20000000-0000-4000-8000-0000000000a1'
const MENTION = '20000000-0000-4000-8000-0000000000a2'
const ALIAS = '20000000-0000-4000-8000-0000000000a3'
const SUBPAGE = '20000000-0000-4000-8000-0000000000a4'

type Rec = { value: Record<string, unknown> & { content?: string[] } }
type Map = Record<string, Record<string, Rec>>

/**
 * The demo, with what a collaborator could add in Notion: in a public post and in the Notice, a
 * linked view of the blog's own database (Notion then sends its rows, password column included),
 * mentions of, a link to, a notion.so link to and a sub-page reference of the locked post, and a
 * mention of a draft.
 */
async function workspaceWithReferences() {
  const workspace = (await readWorkspaceDir('content/demo'))!
  const db = workspace.database as unknown as Map
  const collectionId = Object.keys(db.collection!)[0]!
  const viewId = Object.keys(db.collection_view!)[0]!
  const base = buildSiteData(workspace, { now: Date.UTC(2030, 0, 1) })
  const locked = base.posts.find((p) => p.slug === SLUG)!.id
  const draftRow = Object.values(db.block!).find((r) =>
    JSON.stringify(r.value.properties ?? {}).includes(DRAFT_TITLE)
  )!
  const draft = String(draftRow.value.id)
  const targets = [base.posts.find((p) => p.slug === PUBLIC_SLUG)!.id]
  const notice = Object.values(db.block!).find((r) =>
    JSON.stringify(r.value.properties ?? {}).includes('Notice')
  )
  if (notice) targets.push(String(notice.value.id))
  for (const pageId of targets) {
    const map = workspace.pages[pageId] as unknown as Map
    const page = map.block![pageId]!.value
    const add = (id: string, value: Record<string, unknown>) => {
      map.block![id] = {
        value: { id, parent_id: pageId, parent_table: 'block', alive: true, ...value }
      }
      page.content = [...(page.content ?? []), id]
    }
    add(LINKED_VIEW, {
      type: 'collection_view',
      view_ids: [viewId],
      format: { collection_pointer: { id: collectionId, table: 'collection' } }
    })
    add(MENTION, {
      type: 'text',
      properties: {
        title: [
          ['See '],
          ['‣', [['p', locked]]],
          [' and '],
          ['‣', [['p', draft]]],
          [' or '],
          ['this link', [['a', `https://www.notion.so/${locked.replace(/-/g, '')}`]]]
        ]
      }
    })
    add(ALIAS, { type: 'alias', format: { alias_pointer: { id: locked, table: 'block' } } })
    add(SUBPAGE, { type: 'page', properties: { title: [['Sub']] } })
    // The sub-page reference points at the locked post itself, as a moved page would.
    map.block![SUBPAGE]!.value.id = SUBPAGE
    page.content = page.content!.map((id) => (id === SUBPAGE ? locked : id))
    for (const table of ['collection', 'collection_view', 'collection_query'])
      map[table] = { ...map[table], ...db[table] }
    for (const [id, record] of Object.entries(db.block!)) map.block![id] ??= record
  }
  return { workspace, locked, draft }
}

describe('references to the blog database from its own posts leak nothing', () => {
  let data: SiteData
  let scanned: Array<[string, string]>
  let ids: { locked: string; draft: string }
  beforeAll(async () => {
    await preloadDynamicParts()
    const { workspace, locked, draft } = await workspaceWithReferences()
    ids = { locked, draft }
    data = buildSiteData(workspace, { now: Date.UTC(2030, 0, 1) })
    scanned = (await outputs(data)).map(([name, build]) => {
      const value = build(data)
      return [name, typeof value === 'string' ? value : JSON.stringify(value)]
    })
  }, 60_000)

  const publicPage = async () =>
    html({ layout: 'LayoutSlug', ...(await postProps(data, `/article/${PUBLIC_SLUG}`))! })

  it('the linked view shows listed posts only, without the password column', async () => {
    const page = await publicPage()
    const view = page.slice(
      page.indexOf('notion-block-200000000000400080000000000000a1'),
      page.indexOf('notion-block-200000000000400080000000000000a2')
    )
    expect(view.includes('notion-collection')).toBe(true)
    expect(view.includes('Developing Film at the Kitchen Sink')).toBe(true)
    expect(view.includes('Contact Sheets')).toBe(false)
    expect(/>password</i.test(view)).toBe(false)
  })

  it('a mention of the locked post is its title linked to its address; the draft is gone', async () => {
    const page = await publicPage()
    expect(page.includes('See <a class="notion-link" href="/article/contact-sheets">')).toBe(true)
    expect(page.includes('Contact Sheets: Unedited</a> and  or')).toBe(true)
  })

  it('no output holds the password, a locked id, a draft id, title, summary or text', () => {
    const all = [
      ...needles,
      ...[ids.locked, ids.draft].flatMap((id) => [id, id.replace(/-/g, '')]),
      DRAFT_TITLE,
      DRAFT_TEXT,
      DRAFT_SUMMARY
    ]
    const hits = scanned.flatMap(([name, text]) =>
      all.filter((n) => text.toLowerCase().includes(n.toLowerCase())).map((n) => `${name}: ${n}`)
    )
    expect(hits).toEqual([])
  })
})
