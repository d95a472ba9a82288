import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { loadConfig } from '../../lib/config/load-config'
import {
  BUILD_SOURCE_FILE,
  readBuildSource,
  serverWorkspace,
  writeBuildSource,
  type WorkspaceSettings
} from '../../lib/notion/build-source'
import { createContentSource } from '../../lib/notion/create-content-source'
import { MockStore, startMockNotion, type MockNotion } from '../../scripts/mock-notion/mock-server'
import { buildTestWorkspace } from '../support/notion-workspace'

const none: WorkspaceSettings = {
  NOTION_PAGE_ID: '',
  NOTION_API_BASE_URL: 'https://app.notion.com/api/v3',
  NOTION_SNAPSHOT_DIR: '',
  NOTION_SOURCE: 'private',
  NOTION_OFFICIAL_API_URL: 'https://api.notion.com/v1'
}

let dir: string
let mock: MockNotion | undefined

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'build-source-'))
})
afterEach(async () => {
  await mock?.close()
  mock = undefined
  await rm(dir, { recursive: true, force: true })
})

describe('the workspace a server regenerates from', () => {
  it('is the build’s when the server’s environment names none, and it says so', () => {
    const built = {
      ...none,
      NOTION_PAGE_ID: 'abc',
      NOTION_API_BASE_URL: 'http://127.0.0.1:9/api/v3'
    }
    const { config, message } = serverWorkspace(none, built)
    expect(config.NOTION_PAGE_ID).toBe('abc')
    expect(config.NOTION_API_BASE_URL).toBe('http://127.0.0.1:9/api/v3')
    expect(message).toMatch(
      /names no workspace; regenerating from the one the build used: Notion page abc/
    )
  })

  it('is the one the server’s environment names explicitly, with a line saying it differs', () => {
    const built = { ...none, NOTION_PAGE_ID: 'abc' }
    const runtime = { ...none, NOTION_SNAPSHOT_DIR: '/srv/snap' }
    const { config, message } = serverWorkspace(runtime, built)
    expect(config).toEqual(runtime)
    expect(message).toMatch(
      /the snapshot in \/srv\/snap, named by this server's environment; the build used Notion page abc/
    )
    expect(serverWorkspace(built, built).message).toBeNull()
  })

  it('reads through the API the build used, official with its address, the token left to the server', async () => {
    const built = {
      ...none,
      NOTION_PAGE_ID: 'abc',
      NOTION_SOURCE: 'official' as const,
      NOTION_OFFICIAL_API_URL: 'http://127.0.0.1:9/v1'
    }
    await writeBuildSource(dir, { ...built, NOTION_TOKEN: 'secret_token' } as never)
    expect(JSON.stringify(readBuildSource(dir))).not.toContain('secret_token')
    const { config, message } = serverWorkspace(none, readBuildSource(dir))
    expect(config.NOTION_SOURCE).toBe('official')
    expect(config.NOTION_OFFICIAL_API_URL).toBe('http://127.0.0.1:9/v1')
    expect(message).toMatch(/Notion page abc through Notion's official API/)
  })

  it('reads a record from before the official source as the private API', async () => {
    await writeFile(
      path.join(dir, BUILD_SOURCE_FILE),
      JSON.stringify({ NOTION_PAGE_ID: 'abc', NOTION_API_BASE_URL: '', NOTION_SNAPSHOT_DIR: '' })
    )
    expect(readBuildSource(dir)?.NOTION_SOURCE).toBe('private')
    expect(serverWorkspace(none, readBuildSource(dir)).config.NOTION_SOURCE).toBe('private')
  })

  it('stays the demo for a demo build, and is the runtime’s when no build record exists', () => {
    expect(serverWorkspace(none, none)).toEqual({ config: none, message: null })
    const runtime = { ...none, NOTION_PAGE_ID: 'x' }
    expect(serverWorkspace(runtime, null)).toEqual({ config: runtime, message: null })
  })

  it('round-trips through the build folder as an absolute path, never a token', async () => {
    await writeBuildSource(dir, {
      ...none,
      NOTION_SNAPSHOT_DIR: 'snap',
      NOTION_TOKEN_V2: 'secret'
    } as never)
    const read = readBuildSource(dir)
    expect(read?.NOTION_SNAPSHOT_DIR).toBe(path.resolve('snap'))
    expect(JSON.stringify(read)).not.toContain('secret')
    expect(readBuildSource(path.join(dir, 'missing'))).toBeNull()
  })

  it('loads the build’s Notion workspace through the real client when started without its variables', async () => {
    const ws = buildTestWorkspace({ posts: 3 })
    const store = new MockStore()
    for (const recordMap of ws.recordMaps) store.addRecordMap(recordMap)
    mock = await startMockNotion(store)
    await writeBuildSource(dir, {
      ...none,
      NOTION_PAGE_ID: ws.rootPageId,
      NOTION_API_BASE_URL: mock.url
    })

    const runtime = loadConfig({ env: { NOTION_CACHE_DIR: path.join(dir, 'cache') } }).config
    const { config } = serverWorkspace(runtime, readBuildSource(dir))
    const source = createContentSource({ ...config, NOTION_RATE_LIMIT: 0 }, { distDir: dir })
    expect(source.kind).toBe('notion')
    const workspace = await source.loadWorkspace((await source.rootPageIds())[0]?.id ?? '')
    expect(workspace.rootPageId).toBe(ws.rootPageId)
    expect(Object.keys(workspace.pages).sort()).toEqual([...ws.postIds].sort())
  })
})
