/**
 * A generated page holding every block type of SPEC §1 (and a few traps: unsafe URLs, bad video
 * ids, orphan table rows, unknown types), built with the workspace builders.
 */
import type { ExtendedRecordMap } from 'notion-types'
import {
  block,
  buildChildren,
  textBlock,
  type BlockInput,
  type BuildContext
} from '@/scripts/lib/block-builder'
import {
  bold,
  inlineEquation,
  link,
  pageMention,
  rt,
  stableId,
  wrap
} from '@/scripts/lib/record-builders'

export const ids = {
  root: stableId('kitchen/root'),
  other: stableId('kitchen/other'),
  synced: stableId('kitchen/synced'),
  listed: stableId('kitchen/listed'),
  unlisted: stableId('kitchen/unlisted'),
  collection: stableId('kitchen/collection'),
  views: ['table', 'gallery', 'list', 'board'].map((v) => stableId(`kitchen/view/${v}`)),
  rows: [stableId('kitchen/row/1'), stableId('kitchen/row/2')]
}
const hex = (id: string) => id.replace(/-/g, '')

export const kitchenHrefs: Record<string, string> = {
  [ids.listed]: '/article/listed',
  [ids.rows[0]!]: '/article/row-one'
}
export const mapPageUrl = (id: string): string | null => kitchenHrefs[id] ?? null

const withId = (input: BlockInput, id: string): BlockInput => ({ ...input, id })
const withExtra = (input: BlockInput, extra: Record<string, unknown>): BlockInput => ({
  ...input,
  extra
})
const src = (url: string) => ({ source: [[url]] })

const children: BlockInput[] = [
  block('header', { title: rt('Heading One') }),
  block('sub_header', { title: rt('Heading Two') }),
  block('sub_sub_header', { title: rt('Heading Three') }),
  block('header', { title: rt('Toggle heading') }, { toggleable: true }, [
    textBlock(rt('Hidden under heading'))
  ]),
  textBlock(
    rt(
      'Plain ',
      bold('bold'),
      ' ',
      link('safe link', 'https://example.com/'),
      ' ',
      link('evil link', 'javascript:alert(1)'),
      ' ',
      link('data link', 'data:text/html,<script>alert(1)</script>'),
      ' ',
      inlineEquation('a^2+b^2=c^2'),
      ' ',
      pageMention(ids.listed),
      ' ',
      link('internal', `/${hex(ids.listed)}`),
      ' ',
      link('unlisted notion link', `https://www.notion.so/Unlisted-${hex(ids.unlisted)}`),
      ' ',
      link('new tab', 'https://example.org/page#')
    )
  ),
  block('bulleted_list', { title: rt('Bullet one') }, undefined, [
    block('bulleted_list', { title: rt('Nested bullet') })
  ]),
  block('numbered_list', { title: rt('Step one') }),
  block('numbered_list', { title: rt('Step two') }),
  block('to_do', { title: rt('Done item'), checked: [['Yes']] }),
  block('quote', { title: rt('A quote') }),
  block(
    'callout',
    { title: rt('Callout text') },
    { page_icon: '💡', block_color: 'blue_background' }
  ),
  block('toggle', { title: rt('Toggle summary') }, undefined, [textBlock(rt('Toggle child'))]),
  block('divider'),
  block('code', { title: rt('const x: number = 1'), language: rt('TypeScript') }),
  block('code', { title: rt('int main() { return 0; }'), language: rt('C++') }),
  block('code', { title: rt('<b>not html</b>'), language: rt('Plain Text') }),
  block('equation', { title: rt('E = mc^2') }),
  block('column_list', undefined, undefined, [
    block('column', undefined, { column_ratio: 0.25 }, [textBlock(rt('Left column'))]),
    block('column', undefined, { column_ratio: 0.75 }, [textBlock(rt('Right column'))])
  ]),
  block(
    'table',
    undefined,
    { table_block_column_order: ['b', 'a'], table_block_column_format: { a: { width: 200 } } },
    [
      block('table_row', { a: rt('A1'), b: rt('B1') }),
      block('table_row', { a: rt('A2'), b: rt('B2') })
    ]
  ),
  block('table_row', { a: rt('Orphan row') }),
  block('bookmark', { link: rt('https://example.com/bookmark'), title: rt('Example bookmark') }),
  block('bookmark', { link: rt('javascript:alert(2)'), title: rt('Evil bookmark') }),
  block('embed', src('https://example.com/embed')),
  block('embed', src('javascript:alert(3)')),
  block('video', src('https://www.youtube.com/watch?v=dQw4w9WgXcQ')),
  block('video', src('https://www.youtube.com/watch?v=short')),
  block('video', src('https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ')),
  block(
    'image',
    {
      ...src('https://prod-files-secure.s3.us-west-2.amazonaws.com/space/file/photo.png'),
      caption: rt('A caption')
    },
    { block_width: 640, block_height: 480 }
  ),
  block('image', src('/demo/covers/x.webp'), { block_aspect_ratio: 0.5 }),
  block('image', src('https://images.unsplash.com/photo-1?ixlib=rb')),
  block('image', {}),
  block('pdf', src('https://example.com/doc.pdf')),
  block('audio', src('https://example.com/a.mp3')),
  withId(
    block('file', { ...src('attachment:abc:report.zip'), title: rt('report.zip') }),
    stableId('kitchen/file')
  ),
  block('file', { ...src('data:text/html,hi'), title: rt('evil.html') }),
  block('drive', undefined, {
    drive_properties: {
      url: 'https://drive.google.com/file/d/x',
      title: 'Drive doc',
      thumbnail: 'https://example.com/thumb.png'
    }
  }),
  block('tweet', src('https://twitter.com/jack/status/20?s=1')),
  block('tweet', src('https://twitter.com/jack')),
  block('maps', src('https://www.google.com/maps/embed?pb=x')),
  block('table_of_contents'),
  block('transclusion_reference', undefined, {
    transclusion_reference_pointer: { id: ids.synced, table: 'block' }
  }),
  block('alias', undefined, { alias_pointer: { id: ids.listed, table: 'block' } }),
  withId(block('page', { title: rt('Listed child') }), ids.listed),
  withId(block('page', { title: rt('Unlisted child') }), ids.unlisted),
  withExtra(block('collection_view'), { collection_id: ids.collection, view_ids: ids.views }),
  block('mystery_block', { title: rt('Unknown one') }),
  block('mystery_block', { title: rt('Unknown two') }),
  block('figma', src('https://www.figma.com/file/x'))
]

/** The generated kitchen-sink record map, root page first. */
export function kitchenSink(): ExtendedRecordMap {
  const time = Date.UTC(2024, 2, 4)
  const ctx: BuildContext = { time, out: {} }
  const rootContent = buildChildren(ids.root, children, ctx)
  const otherContent = buildChildren(
    ids.other,
    [
      withId(
        block('transclusion_container', undefined, undefined, [textBlock(rt('Synced text once'))]),
        ids.synced
      )
    ],
    ctx
  )
  const page = (id: string, title: string, content: string[], extra = {}) =>
    wrap({ id, type: 'page', properties: { title: [[title]] }, content, alive: true, ...extra })
  const rows = ids.rows.map((id, i) =>
    wrap({
      id,
      type: 'page',
      properties: { title: [[`Row ${i + 1}`]], Tag: [['alpha']] },
      parent_id: ids.collection,
      parent_table: 'collection',
      alive: true
    })
  )
  const view = (id: string, type: string) =>
    wrap({
      id,
      type,
      name: type,
      format: {},
      parent_id: ids.root,
      parent_table: 'block',
      alive: true
    })
  const types = ['table', 'gallery', 'list', 'board']
  return {
    block: {
      [ids.root]: page(ids.root, 'Kitchen sink', rootContent, {
        properties: { title: [['Kitchen sink']], pw: [['secret']] },
        parent_table: 'collection',
        parent_id: ids.collection
      }),
      ...ctx.out,
      [ids.other]: page(ids.other, 'Other page', otherContent),
      ...Object.fromEntries(rows.map((r) => [r.value.id, r]))
    },
    collection: {
      [ids.collection]: wrap({
        id: ids.collection,
        name: [['Inline DB']],
        schema: { title: { name: 'Name', type: 'title' }, Tag: { name: 'Tag', type: 'text' } }
      })
    },
    collection_view: Object.fromEntries(ids.views.map((id, i) => [id, view(id, types[i]!)])),
    collection_query: {
      [ids.collection]: Object.fromEntries(
        ids.views.map((id) => [
          id,
          { collection_group_results: { type: 'results', blockIds: ids.rows, hasMore: false } }
        ])
      )
    },
    notion_user: {},
    signed_urls: {
      [stableId('kitchen/file')]: 'https://file.notion.so/f/s/signed/report.zip?sig=1'
    }
  } as unknown as ExtendedRecordMap
}
