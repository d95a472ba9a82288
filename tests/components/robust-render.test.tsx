/**
 * A body that cannot render costs one block, never the page: database views in every shape
 * Notion sends render their rows, and blocks react-notion-x would throw on become a placeholder.
 */
import { renderToStaticMarkup } from 'react-dom/server'
import { NotionRenderer as RawRenderer } from 'react-notion-x'
import { Collection } from 'react-notion-x/third-party/collection'
import type { ExtendedRecordMap } from 'notion-types'
import { afterEach, describe, expect, it } from 'vitest'
import { setLogSink } from '@/lib/log'
import { prepareBlocks } from '@/lib/body/prepare-blocks'
import { renderBody } from '@/tests/components/render-body'

const PAGE = '10000000-0000-4000-8000-000000000001'
const DB = '10000000-0000-4000-8000-000000000002'
const COLLECTION = '10000000-0000-4000-8000-000000000003'
const VIEW = '10000000-0000-4000-8000-000000000004'
const TEXT = '10000000-0000-4000-8000-000000000005'
const ROW_DONE = '10000000-0000-4000-8000-000000000006'
const ROW_NONE = '10000000-0000-4000-8000-000000000007'
const BROKEN = '10000000-0000-4000-8000-000000000008'
const OTHER = '10000000-0000-4000-8000-000000000009'

const wrap = (value: Record<string, unknown>) => ({ role: 'reader', value })
const row = (id: string, title: string, stage?: string) =>
  wrap({
    id,
    type: 'page',
    parent_id: COLLECTION,
    parent_table: 'collection',
    properties: { title: [[title]], ...(stage ? { stg: [[stage]] } : {}) }
  })

/** A page holding a paragraph and a database view, with the view's data as given. */
function pageWithView(view: Record<string, unknown>, query: unknown, extra = {}) {
  return {
    block: {
      [PAGE]: wrap({ id: PAGE, type: 'page', content: [TEXT, DB], properties: { title: [['P']] } }),
      [TEXT]: wrap({ id: TEXT, type: 'text', parent_id: PAGE, properties: { title: [['Intro']] } }),
      [DB]: wrap({
        id: DB,
        type: 'collection_view',
        parent_id: PAGE,
        collection_id: COLLECTION,
        view_ids: [VIEW]
      }),
      [ROW_DONE]: row(ROW_DONE, 'Shipped row', 'Done'),
      [ROW_NONE]: row(ROW_NONE, 'Ungrouped row'),
      ...extra
    },
    collection: {
      [COLLECTION]: wrap({
        id: COLLECTION,
        name: [['Tasks']],
        schema: {
          title: { name: 'Name', type: 'title' },
          stg: { name: 'Stage', type: 'select', options: [{ id: 'o1', value: 'Done' }] }
        }
      })
    },
    collection_view: { [VIEW]: wrap({ id: VIEW, ...view }) },
    collection_query: query === undefined ? {} : { [COLLECTION]: { [VIEW]: query } },
    notion_user: {},
    signed_urls: {}
  } as unknown as ExtendedRecordMap
}

const grouped = {
  collection_group_results: { type: 'results', blockIds: [ROW_DONE, ROW_NONE], hasMore: false },
  'results:select:Done': { type: 'results', blockIds: [ROW_DONE], hasMore: false },
  'results:select:uncategorized': { type: 'results', blockIds: [ROW_NONE], hasMore: false }
}
/** A list view grouped by a select, whose "No value" group arrives with no value at all. */
const groupedListView = {
  type: 'list',
  format: {
    list_properties: [{ property: 'stg', visible: true }],
    collection_group_by: { type: 'select', property: 'stg', sort: { type: 'manual' } },
    collection_groups: [
      { property: 'stg', hidden: false, value: { type: 'select', value: 'Done' } },
      { property: 'stg', hidden: false, value: null }
    ]
  }
}

const warnings: string[] = []
const restore = setLogSink((level, message) => level === 'warn' && warnings.push(message))
afterEach(() => {
  warnings.length = 0
})
void restore

async function render(map: ExtendedRecordMap) {
  const body = prepareBlocks(map, { config: { IMAGE_COMPRESS_WIDTH: 800 }, mapPageUrl: () => null })
  return { body, html: await renderBody(body) }
}

describe('database views as Notion sends them', () => {
  it('react-notion-x alone throws on a grouped list whose "No value" group has no value', () => {
    const map = pageWithView(groupedListView, grouped)
    expect(() =>
      renderToStaticMarkup(
        <RawRenderer recordMap={map} components={{ Collection }} fullPage={false} />
      )
    ).toThrow(/value/)
  })

  it('renders that view with both groups and their rows', async () => {
    const { html } = await render(pageWithView(groupedListView, grouped))
    expect(html).toContain('Intro')
    expect(html).toContain('Shipped row')
    expect(html).toContain('Ungrouped row')
    expect(html).toContain('notion-collection-group')
    expect(warnings.filter((w) => w.includes('could not be rendered'))).toEqual([])
  })

  it('drops a grouping whose per-group results are absent, so the rows still show', async () => {
    const { html } = await render(
      pageWithView(groupedListView, {
        collection_group_results: { type: 'results', blockIds: [ROW_DONE, ROW_NONE] }
      })
    )
    expect(html).toContain('Shipped row')
    expect(html).toContain('Ungrouped row')
  })

  it.each(['table', 'list', 'gallery', 'board', 'calendar', 'timeline'])(
    'a %s view with a legacy result, a lost property, a null row and a none-role row shows its rows',
    async (type) => {
      const view = {
        type,
        format: {
          table_properties: [
            { property: 'gone', visible: true },
            { property: 'stg', visible: true }
          ],
          gallery_properties: [{ property: 'gone', visible: true }],
          board_columns_by: { type: 'select', property: 'gone' },
          board_columns: [null, { property: 'gone', value: null }]
        }
      }
      const legacy = { blockIds: [ROW_DONE, 'missing-row', ROW_NONE, 'none-row'] }
      const { html } = await render(
        pageWithView(view, legacy, { 'none-row': { role: 'none' }, 'missing-row': null })
      )
      expect(html).toContain('Shipped row')
      expect(html).toContain('Ungrouped row')
    }
  )

  it('a view Notion sent no query result for lists the collection rows it has', async () => {
    const { html } = await render(pageWithView({ type: 'table', format: {} }, undefined))
    expect(html).toContain('Shipped row')
    expect(html).toContain('Ungrouped row')
  })

  it('both record shapes (2024 double wrap) render', async () => {
    const map = pageWithView(groupedListView, grouped) as unknown as {
      block: Record<string, unknown>
    }
    for (const [id, record] of Object.entries(map.block))
      map.block[id] = { spaceId: 's', value: record }
    const { html } = await render(map as unknown as ExtendedRecordMap)
    expect(html).toContain('Shipped row')
  })
})

describe('a block react-notion-x throws on', () => {
  it.each([
    [
      'a column list whose content is not a list',
      { id: BROKEN, type: 'column_list', content: 'abc' }
    ],
    [
      'a toggle whose content is not a list',
      { id: OTHER, type: 'toggle', properties: { title: [['T']] }, content: 'abc' }
    ]
  ])('%s costs only that block, logged once with post, id and type', async (_, broken) => {
    const map = pageWithView(groupedListView, grouped, {
      [broken.id]: wrap({ parent_id: PAGE, parent_table: 'block', ...broken })
    }) as unknown as { block: Record<string, { value: { content: string[] } }> }
    map.block[PAGE]!.value.content.push(broken.id)
    const { html } = await render(map as unknown as ExtendedRecordMap)
    expect(html).toContain('Intro')
    expect(html).toContain('Shipped row')
    expect(html).toContain('This block could not be shown.')
    const failing = warnings.filter((w) => w.includes('could not be rendered'))
    expect(failing).toHaveLength(1)
    expect(failing[0]).toContain(broken.id)
    expect(failing[0]).toContain(`(${broken.type})`)
    expect(failing[0]).toContain(PAGE)
  })

  it('a block in its own subtree (a cycle) renders once, without hanging', async () => {
    const map = pageWithView(groupedListView, grouped, {
      [BROKEN]: wrap({
        id: BROKEN,
        type: 'toggle',
        parent_id: PAGE,
        properties: { title: [['Loop']] },
        content: [BROKEN]
      })
    }) as unknown as { block: Record<string, { value: { content: string[] } }> }
    map.block[PAGE]!.value.content.push(BROKEN)
    const { html } = await render(map as unknown as ExtendedRecordMap)
    expect(html.split('Loop').length - 1).toBe(1)
  })
})

describe('frames', () => {
  const page = (blocks: Record<string, Record<string, unknown>>) => {
    const ids = Object.keys(blocks)
    return {
      block: {
        [PAGE]: wrap({ id: PAGE, type: 'page', content: ids, properties: { title: [['P']] } }),
        ...Object.fromEntries(
          Object.entries(blocks).map(([id, b]) => [id, wrap({ id, parent_id: PAGE, ...b })])
        )
      },
      collection: {},
      collection_view: {},
      collection_query: {},
      notion_user: {},
      signed_urls: {}
    } as unknown as ExtendedRecordMap
  }
  const video = (url: string, display?: string) => ({
    type: 'video',
    properties: { source: [[url]] },
    format: display ? { display_source: display } : {}
  })

  it('never leaves an iframe unsandboxed: provider-named videos, provider players, Drive previews', async () => {
    const { html } = await render(
      page({
        'a0000000-0000-4000-8000-000000000001': video('https://evil.example/vimeo.mp4'),
        'a0000000-0000-4000-8000-000000000002': video(
          'https://vimeo.com/76979871',
          'https://player.vimeo.com/video/76979871'
        ),
        'a0000000-0000-4000-8000-000000000003': video('https://www.loom.com/share/abc'),
        'a0000000-0000-4000-8000-000000000004': {
          type: 'drive',
          properties: { source: [['https://drive.google.com/file/d/x/view']] },
          format: { display_source: 'https://drive.google.com/file/d/x/preview' }
        },
        'a0000000-0000-4000-8000-000000000005': video('https://cdn.example/clip.mp4')
      })
    )
    const frames = html.match(/<iframe[^>]*>/g) ?? []
    expect(frames).toHaveLength(4)
    for (const frame of frames) expect(frame).toMatch(/ sandbox="/)
    expect(html).toContain('src="https://player.vimeo.com/video/76979871"')
    expect(html).toContain('src="https://drive.google.com/file/d/x/preview"')
    // A plain video file stays a <video>.
    expect(html).toMatch(/<video[^>]*src="https:\/\/cdn\.example\/clip\.mp4"/)
  })
})
