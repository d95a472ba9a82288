import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { textBlock } from '@/scripts/lib/block-builder'
import {
  MockStore,
  startMockNotion,
  valueOf,
  type MockNotion
} from '@/scripts/mock-notion/mock-server'
import { rt } from '@/scripts/lib/record-builders'
import { buildWorkspace, workspaceIds, type BuiltWorkspace } from '@/scripts/lib/workspace-builder'

/**
 * A two-language blog served by the local mock of Notion's API, for tests of on-demand
 * regeneration and the owner's preview: the default site (published posts in two categories,
 * a draft, a locked post, a scheduled one, an Invisible one) and a `zh` site of one post.
 */
export const EN = workspaceIds('publish-en')
export const ZH = workspaceIds('publish-zh')
export const T = Date.UTC(2024, 0, 10)

export const ROWS = {
  film: EN.row('film-notes'),
  road: EN.row('road-trip'),
  draft: EN.row('half-written'),
  vault: EN.row('vault'),
  later: EN.row('later'),
  hidden: EN.row('hidden-note'),
  zh: ZH.row('zh-post')
}

const body = (text: string) => [textBlock(rt(text))]

function workspaces(): BuiltWorkspace[] {
  const en = buildWorkspace({ seed: 'publish-en', name: 'Publish', time: T }, [
    {
      title: 'Film Notes',
      slug: 'film-notes',
      category: 'Film',
      tags: ['grain'],
      date: '2024-01-05',
      blocks: body('Film body, first draft')
    },
    {
      title: 'Road Trip',
      slug: 'road-trip',
      category: 'Travel',
      tags: ['road'],
      date: '2024-01-04',
      blocks: body('Road body')
    },
    {
      title: 'Half Written',
      slug: 'half-written',
      status: 'Draft',
      category: 'Travel',
      summary: 'Draft summary 43',
      date: '2024-01-06',
      blocks: body('Draft body 43')
    },
    {
      title: 'Vault',
      slug: 'vault',
      password: 'vault-pw-43',
      category: 'Film',
      date: '2024-01-03',
      blocks: body('Vault body 43')
    },
    {
      title: 'Later',
      slug: 'later',
      date: '2099-01-01',
      blocks: body('Scheduled body 43')
    },
    {
      title: 'Hidden Note',
      slug: 'hidden-note',
      status: 'Invisible',
      date: '2024-01-02',
      blocks: body('Hidden body 43')
    }
  ])
  const zh = buildWorkspace({ seed: 'publish-zh', name: '发布', time: T }, [
    { title: '中文文章', slug: 'zh-post', date: '2024-01-05', blocks: body('中文正文一') }
  ])
  return [en, zh]
}

export interface PublishSite {
  mock: MockNotion
  /** The settings pointing a process at it: each test file stubs them (vi.stubEnv). */
  env: Record<string, string>
  /** Sets the text of a post's first paragraph, leaving its edit time (an edit within the minute). */
  setBody(rowId: string, text: string): void
  /** Sets a row's select column (category, status) and bumps its edit time. */
  setColumn(rowId: string, column: 'category' | 'status', value: string): void
  close(): Promise<void>
}

/** Starts the mock with the blog. */
export async function startPublishSite(): Promise<PublishSite> {
  const dir = await mkdtemp(path.join(tmpdir(), 'publish-'))
  const store = new MockStore()
  const built = workspaces()
  for (const ws of built) {
    store.addRecordMap(ws.database, ws.rootPageId)
    for (const [id, page] of Object.entries(ws.pages)) store.addRecordMap(page, id)
  }
  const mock = await startMockNotion(store)
  const env = {
    NOTION_PAGE_ID: `${EN.rootPageId},zh:${ZH.rootPageId}`,
    NOTION_API_BASE_URL: mock.url,
    NOTION_CACHE_DIR: path.join(dir, 'overlay'),
    NEXT_DIST_DIR: path.join(dir, 'dist'),
    NOTION_RATE_LIMIT: '100',
    NEXT_REVALIDATE_SECOND: '3600'
  }
  const pageOf = (rowId: string) => built.find((ws) => ws.pages[rowId])?.pages[rowId]
  const schemaKey = (rowId: string, name: string) => {
    const ws = built.find((w) => w.pages[rowId])
    const collection = Object.values(ws?.database.collection ?? {})[0]
    const schema = (valueOf(collection) as { schema?: Record<string, { name: string }> })?.schema
    return Object.entries(schema ?? {}).find(([, c]) => c.name === name)?.[0] ?? name
  }
  let edits = 0
  return {
    mock,
    env,
    setBody(rowId, text) {
      const blocks = pageOf(rowId)?.block ?? {}
      const paragraph = Object.keys(blocks).find((id) => valueOf(blocks[id])?.type === 'text')
      if (!paragraph) throw new Error(`no paragraph in ${rowId}`)
      store.updateBlock(paragraph, { properties: { title: [[text]] } })
    },
    setColumn(rowId, column, value) {
      const row = valueOf(pageOf(rowId)?.block[rowId]) as
        { properties?: Record<string, unknown> } | undefined
      const properties = { ...row?.properties, [schemaKey(rowId, column)]: [[value]] }
      store.updateBlock(rowId, { properties, last_edited_time: T + 60_000 * ++edits })
    },
    async close() {
      await mock.close()
      await rm(dir, { recursive: true, force: true })
    }
  }
}

/** A fresh process's workspace memo: the next read of the site loads it again. */
export function forgetWorkspaces(): void {
  delete (globalThis as { __notionWorkspace?: unknown }).__notionWorkspace
}
