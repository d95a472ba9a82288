import { describe, expect, it } from 'vitest'
import { renderBodyHtml } from '@/components/notion-renderer/body-html'
import { postProps } from '@/lib/pages/page-props'
import { buildSiteData } from '@/lib/content/site-data'
import { siteFeeds } from '@/lib/seo/site-feed'
import { paragraph, syncedBlock, syncedReference, toggle } from '@/scripts/lib/blocks'
import { stableId } from '@/scripts/lib/record-builders'
import { workspaceIds, type RowInput } from '@/scripts/lib/workspace-builder'
import { T0, workspaceOf } from '@/tests/support/workspace'

/**
 * A synced block's copy (transclusion_reference) renders its original, which may live in any
 * page: one in a draft or a locked post must not show through a public post.
 */
const NOW = Date.UTC(2030, 0, 1)
const ids = workspaceIds('test')
const origin = (key: string) => ({ pageId: ids.row(key), time: T0 })

const publicOriginal = syncedBlock(stableId('sync/public'), [paragraph('Shared public words')])
const ownOriginal = syncedBlock(stableId('sync/own'), [paragraph('Own synced words')])
const draftOriginal = syncedBlock(stableId('sync/draft'), [paragraph('Draft synced words')])
const lockedOriginal = syncedBlock(stableId('sync/locked'), [paragraph('Locked synced words')])
const LOCKED_TOGGLE = stableId(`${ids.row('locked')}/0/toggle`)

const rows: RowInput[] = [
  { title: 'Source', slug: 'source', blocks: [publicOriginal] },
  { title: 'Draft', slug: 'draft', status: 'Draft', blocks: [draftOriginal] },
  {
    title: 'Locked',
    slug: 'locked',
    password: 'pw',
    blocks: [toggle('More', [lockedOriginal])]
  },
  {
    title: 'Reader',
    slug: 'reader',
    blocks: [
      ownOriginal,
      syncedReference(ownOriginal),
      syncedReference(publicOriginal, origin('source')),
      syncedReference(draftOriginal, origin('draft')),
      // Nested in the locked post: the copy's parent is its toggle, which Notion sends too.
      syncedReference(lockedOriginal, { pageId: LOCKED_TOGGLE, time: T0 })
    ]
  }
]

function site() {
  const workspace = workspaceOf(rows)
  const reader = workspace.pages[ids.row('reader')]!.block as Record<string, unknown>
  const locked = workspace.pages[ids.row('locked')]!.block as Record<string, unknown>
  reader[LOCKED_TOGGLE] = locked[LOCKED_TOGGLE]
  return buildSiteData(workspace, { now: NOW })
}

describe('a synced block copy', () => {
  it('renders an original from a public post or its own page', async () => {
    const body = JSON.stringify((await postProps(site(), '/article/reader'))?.post.body)
    expect(body.includes('Shared public words')).toBe(true)
    expect(body.split('Own synced words').length - 1).toBe(1)
  })

  it('renders nothing of an original in a draft or a locked post, in the page or the feed', async () => {
    const data = site()
    const body = JSON.stringify((await postProps(data, '/article/reader'))?.post.body)
    const { rss } = await siteFeeds(data, renderBodyHtml)
    const outputs = { body, rss }
    const leaks = ['Draft synced words', 'Locked synced words'].flatMap((text) =>
      Object.entries(outputs).flatMap(([name, out]) =>
        out.includes(text) ? [`${name}: ${text}`] : []
      )
    )
    expect(leaks).toEqual([])
    expect(rss.includes('Shared public words')).toBe(true)
  })
})
