import { beforeAll, describe, expect, it, vi } from 'vitest'
import { getSiteData } from '@/lib/pages/get-site-data'
import { servedPaths } from '@/lib/content/post-lookup'
import { siteRouteResult } from '@/lib/pages/site-routes'
import type { SiteData } from '@/lib/content/site-types'
import { themeDataFile } from '@/lib/pages/theme-data'
import type { ContentSource, Workspace } from '@/lib/notion/types'
import { siteSearch } from '@/lib/search/search-index-file'
import { seoArtifacts } from '@/lib/pages/seo-documents'
import { renderBodyHtml } from '@/components/notion-renderer/body-html'
import { textBlock, type BlockInput, type SideRecords } from '@/scripts/lib/block-builder'
import { link, pageMention, rt } from '@/scripts/lib/record-builders'
import {
  buildWorkspace,
  workspaceIds,
  type BuiltWorkspace,
  type RowInput
} from '@/scripts/lib/workspace-builder'

/**
 * A two-language workspace (`<en>,zh:<zh>`) whose posts reference the other language's database:
 * a zh post holds a linked view of the en database and mentions and links of its locked post and
 * its draft; an en post mentions the zh locked post and draft. No response, feed, index or theme
 * document of either site may carry a locked post's password, summary or Notion id, or anything
 * of a draft.
 */
const fake = vi.hoisted(() => ({
  workspaces: new Map<string, Workspace>(),
  roots: [] as { lang: string | null; id: string }[],
  loads: [] as string[]
}))

vi.mock('@/lib/notion/get-workspace', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/lib/notion/get-workspace')>()
  const source: ContentSource = {
    kind: 'snapshot',
    rootPageIds: async () => fake.roots,
    loadWorkspace: async (id) => {
      fake.loads.push(id)
      const workspace = fake.workspaces.get(id)
      if (!workspace) throw new Error(`no workspace ${id}`)
      return workspace
    }
  }
  const loader = real.createWorkspaceLoader({ source, ttlMs: 3_600_000 })
  return { ...real, contentSource: () => source, getWorkspace: loader }
})

const T = Date.UTC(2024, 0, 10)
const EN = workspaceIds('en')
const ZH = workspaceIds('zh')

const SECRETS = {
  enPassword: 'en-vault-pw-41',
  enLockedSummary: 'En locked summary 41',
  enDraftTitle: 'Unfinished Harbour 41',
  enDraftSummary: 'Harbour draft summary 41',
  enDraftTag: 'harbour-tag-41',
  zhPassword: 'zh-vault-pw-41',
  zhLockedSummary: '锁定摘要四十一',
  zhDraftTitle: '未完成的草稿四十一',
  zhDraftSummary: '草稿摘要四十一',
  zhDraftTag: '草稿标签四十一'
}
const enLocked = EN.row('locked-room')
const enDraft = EN.row('harbour')
const enOpen = EN.row('open-road')
const zhLocked = ZH.row('suo')
const zhDraft = ZH.row('cao')

const compact = (id: string) => id.replace(/-/g, '')
type Query = Record<string, Record<string, { collection_group_results: { blockIds: string[] } }>>

/** A linked view of a workspace's blog database, with the records Notion sends beside it. */
function linkedView(db: BuiltWorkspace, seed: string): BlockInput {
  const ids = workspaceIds(seed)
  return {
    type: 'collection_view',
    format: { collection_pointer: { id: ids.collectionId, table: 'collection' } },
    extra: { view_ids: [ids.viewId] },
    records: recordsOf(db)
  }
}

const recordsOf = (db: BuiltWorkspace) => db.database as unknown as Required<SideRecords>

/** Mentions of and links to another database's rows, their row blocks beside them. */
function references(db: BuiltWorkspace, ids: string[]): BlockInput {
  const segments = ids.flatMap((id) => [
    ' see ',
    pageMention(id),
    ' or ',
    link('this', `https://www.notion.so/${compact(id)}`),
    ' or ',
    link('that', `/${id}`)
  ])
  const { block } = recordsOf(db)
  return {
    ...textBlock(rt('References:', ...segments)),
    records: { block: Object.fromEntries(ids.map((id) => [id, block[id]!])) }
  }
}

let en: BuiltWorkspace
let zh: BuiltWorkspace

function workspaces() {
  const enRows: RowInput[] = [
    { title: 'Open Road', slug: 'open-road', date: '2024-01-02' },
    {
      title: 'Locked Room',
      slug: 'locked-room',
      password: SECRETS.enPassword,
      summary: SECRETS.enLockedSummary,
      date: '2024-01-03'
    },
    {
      key: 'harbour',
      title: SECRETS.enDraftTitle,
      status: 'Draft',
      summary: SECRETS.enDraftSummary,
      tags: [SECRETS.enDraftTag]
    },
    { title: 'Links', slug: 'links', date: '2024-01-04' }
  ]
  en = buildWorkspace({ seed: 'en', name: 'Blog', time: T }, enRows)
  const zhRows: RowInput[] = [
    { title: '开放', slug: 'kai', date: '2024-01-02' },
    {
      key: 'suo',
      title: '锁',
      slug: 'suo',
      password: SECRETS.zhPassword,
      summary: SECRETS.zhLockedSummary,
      date: '2024-01-03'
    },
    {
      key: 'cao',
      title: SECRETS.zhDraftTitle,
      status: 'Draft',
      summary: SECRETS.zhDraftSummary,
      tags: [SECRETS.zhDraftTag]
    },
    {
      title: '引用',
      slug: 'yin',
      date: '2024-01-04',
      blocks: [linkedView(en, 'en'), references(en, [enOpen, enLocked, enDraft])]
    }
  ]
  zh = buildWorkspace({ seed: 'zh', name: '博客', time: T }, zhRows)
  // The en post refers to the zh database: its records join that page's map after zh is built.
  const links = EN.row('links')
  const extra = buildWorkspace({ seed: 'en', name: 'Blog', time: T }, [
    {
      title: 'Links',
      slug: 'links',
      blocks: [linkedView(zh, 'zh'), references(zh, [zhLocked, zhDraft])]
    }
  ])
  en.pages[links] = extra.pages[links]!
  for (const built of [en, zh])
    fake.workspaces.set(built.rootPageId, { ...built, fetchedAt: new Date(T).toISOString() })
  fake.roots = [
    { lang: null, id: en.rootPageId },
    { lang: 'zh', id: zh.rootPageId }
  ]
}

async function responses(site: SiteData): Promise<Array<[string, string]>> {
  const prefix = site.basePath.slice(1)
  const paths = [[], ...servedPaths(site).map((href) => href.split('/').filter(Boolean))]
  const pages = await Promise.all(
    paths.map(async (segments) => {
      const route = prefix && segments[0] !== prefix ? [prefix, ...segments] : segments
      return [`page /${route.join('/')}`, JSON.stringify(await siteRouteResult(route))] as [
        string,
        string
      ]
    })
  )
  const documents = (await seoArtifacts(site, renderBodyHtml)).map(
    (a) => [`document ${a.path}`, String(a.bytes)] as [string, string]
  )
  return [
    ...pages,
    ...documents,
    [`search index ${prefix}`, JSON.stringify(siteSearch(site).sharded)],
    [`theme data ${prefix}`, JSON.stringify(themeDataFile(site))]
  ]
}

describe('a language site shows nothing private of another language database', () => {
  let sites: { en: SiteData; zh: SiteData }
  let scanned: Array<[string, string]>
  beforeAll(async () => {
    workspaces()
    sites = { en: await getSiteData(), zh: (await getSiteData({ lang: 'zh' }))! }
    scanned = [...(await responses(sites.en)), ...(await responses(sites.zh))]
  }, 60_000)

  it('the scan covers both sites, their post pages and their feeds', () => {
    const names = scanned.map(([name]) => name)
    expect(names).toEqual(
      expect.arrayContaining([
        'page /zh/article/yin',
        'page /article/links',
        'page /zh/article/suo',
        expect.stringMatching(/^document .*feed/)
      ])
    )
    const [, yin] = scanned.find(([name]) => name === 'page /zh/article/yin')!
    expect(yin.includes('Open Road')).toBe(true)
  })

  it('no response, feed, index or theme document holds a secret of either database', () => {
    const needles = [
      ...Object.values(SECRETS),
      ...[enLocked, enDraft, zhLocked, zhDraft].flatMap((id) => [id, compact(id)])
    ]
    const hits = scanned.flatMap(([name, text]) =>
      needles
        .filter((n) => text.toLowerCase().includes(n.toLowerCase()))
        .map((n) => `${name}: ${n}`)
    )
    expect(hits).toEqual([])
  })

  it("links to a sibling's listed post in its own site; a locked one by address only", async () => {
    const result = (await siteRouteResult(['zh', 'article', 'yin'])) as {
      props: { post: { body: { pageHrefs: Record<string, string | null> } } }
    }
    const body = JSON.stringify(result.props.post.body)
    const rows = (result.props.post.body as unknown as { blockMap: { collection_query: Query } })
      .blockMap.collection_query[EN.collectionId]?.[EN.viewId]?.collection_group_results.blockIds
    expect(rows).toEqual([enOpen, EN.row('links')])
    expect(result.props.post.body.pageHrefs[enOpen]).toBe('/article/open-road')
    expect(body.includes('["Locked Room",[["a","/article/locked-room"]]]')).toBe(true)
    const back = JSON.stringify(await siteRouteResult(['article', 'links']))
    expect(back.includes('["锁",[["a","/zh/article/suo"]]]')).toBe(true)
  })

  it('loads each language workspace once', () => {
    expect([...fake.loads].sort()).toEqual([en.rootPageId, zh.rootPageId].sort())
  })
})
