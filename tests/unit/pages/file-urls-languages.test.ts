import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ContentSource, Workspace } from '@/lib/notion/types'
import { pdf } from '@/scripts/lib/blocks'
import type { RowInput } from '@/scripts/lib/workspace-builder'
import { rowId, workspaceOf } from '@/tests/support/workspace'

const FILE = 'https://prod-files-secure.s3.us-west-2.amazonaws.com/space/file/guide.pdf'
const SIGNED = `${FILE}?X-Amz-Date=20250101T120000Z&X-Amz-Expires=3600`

const rows = (lang: string): RowInput[] => [
  { title: `${lang} open`, slug: 'open', key: 'open', blocks: [pdf(FILE)] },
  { title: `${lang} locked`, slug: 'locked', key: 'locked', password: 'pw', blocks: [pdf(FILE)] },
  {
    title: `${lang} hidden`,
    slug: 'hidden',
    key: 'hidden',
    status: 'Invisible',
    blocks: [pdf(FILE)]
  }
]
const en = workspaceOf(rows('en'), { seed: 'en' })
const zh = workspaceOf(rows('zh'), { seed: 'zh' })

/** The id of the pdf block on a row's page. */
function pdfOf(ws: Workspace, key: string, seed: string): string {
  const blocks = ws.pages[rowId(key, seed)]?.block ?? {}
  const found = Object.entries(blocks).find(
    ([, r]) => (r as { value?: { type?: string } }).value?.type === 'pdf'
  )
  if (!found) throw new Error(`no pdf on ${key}`)
  return found[0]
}

const source: ContentSource = {
  kind: 'notion',
  rootPageIds: async () => [
    { lang: null, id: en.rootPageId },
    { lang: 'zh', id: zh.rootPageId }
  ],
  loadWorkspace: async (id) => (id === zh.rootPageId ? zh : en),
  signFileUrl: async () => SIGNED
}
vi.mock('@/lib/notion/get-workspace', () => ({
  contentSource: () => source,
  getWorkspace: async (id?: string) => (id === zh.rootPageId ? zh : en)
}))

const { signedFileUrl } = await import('@/lib/pages/file-urls')
const NOW = Date.UTC(2025, 0, 1, 12)

afterEach(() => vi.unstubAllEnvs())

describe('the file route with several languages (NOTION_PAGE_ID "<en>,zh:<zh>")', () => {
  it('re-signs a file block of a listed post of the zh database, as of the default one', async () => {
    expect(await signedFileUrl(pdfOf(zh, 'open', 'zh'), NOW)).toEqual({ kind: 'url', url: SIGNED })
    expect(await signedFileUrl(pdfOf(en, 'open', 'en'), NOW)).toEqual({ kind: 'url', url: SIGNED })
  })

  it('never signs files of a locked or unlisted post of any language', async () => {
    for (const [ws, seed] of [
      [zh, 'zh'],
      [en, 'en']
    ] as const) {
      expect(await signedFileUrl(pdfOf(ws, 'locked', seed), NOW)).toEqual({ kind: 'none' })
      expect(await signedFileUrl(pdfOf(ws, 'hidden', seed), NOW)).toEqual({ kind: 'none' })
    }
  })
})
