/**
 * Typed builders, one per Notion block type, producing the property and format shapes Notion's API
 * returns (modelled on real captures and on what react-notion-x reads). Text arguments take plain
 * strings or rich text made with record-builders' rt().
 */
import { block, buildChildren, type BlockInput, type SideRecords } from './block-builder'
import { SPACE_ID, rt, stableId, wrap, type BlockValue, type RichText } from './record-builders'

export type Text = string | RichText

const rich = (text: Text): RichText => (typeof text === 'string' ? rt(text) : text)
const pointer = (id: string, table = 'block') => ({ id, table, spaceId: SPACE_ID })

export const paragraph = (text: Text, children?: BlockInput[]) =>
  block('text', { title: rich(text) }, undefined, children)

const HEADINGS = { 1: 'header', 2: 'sub_header', 3: 'sub_sub_header' } as const

/** A heading; toggleable ones hold their section as children, as in Notion. */
export const heading = (
  level: 1 | 2 | 3,
  text: Text,
  options: { toggleable?: boolean; children?: BlockInput[]; color?: string } = {}
) =>
  block(
    HEADINGS[level],
    { title: rich(text) },
    options.toggleable || options.color
      ? {
          ...(options.toggleable ? { toggleable: true } : {}),
          ...(options.color ? { block_color: options.color } : {})
        }
      : undefined,
    options.children
  )

export const bullet = (text: Text, children?: BlockInput[]) =>
  block('bulleted_list', { title: rich(text) }, undefined, children)
export const numbered = (text: Text, children?: BlockInput[]) =>
  block('numbered_list', { title: rich(text) }, undefined, children)
export const todo = (text: Text, checked = false) =>
  block('to_do', { title: rich(text), ...(checked ? { checked: [['Yes']] } : {}) })
export const quote = (text: Text, color?: string) =>
  block('quote', { title: rich(text) }, color ? { block_color: color } : undefined)
export const callout = (icon: string, color: string, text: Text, children?: BlockInput[]) =>
  block('callout', { title: rich(text) }, { page_icon: icon, block_color: color }, children)
export const toggle = (text: Text, children: BlockInput[]) =>
  block('toggle', { title: rich(text) }, undefined, children)
export const divider = () => block('divider')
export const tableOfContents = (color = 'gray') =>
  block('table_of_contents', {}, { block_color: color })

/** Notion's language names ('TypeScript', 'Python', 'Bash', 'Rust', 'Go', 'SQL', 'CSS'...). */
export const code = (language: string, source: string, caption?: Text) =>
  block('code', {
    title: rt(source),
    language: rt(language),
    ...(caption ? { caption: rich(caption) } : {})
  })
export const equation = (tex: string) => block('equation', { title: rt(tex) })

/** Columns side by side; ratios of one row should add up to 1. */
export const columns = (cols: [ratio: number, blocks: BlockInput[]][]) =>
  block(
    'column_list',
    undefined,
    undefined,
    cols.map(([ratio, children]) => block('column', undefined, { column_ratio: ratio }, children))
  )

/** A simple table: table_row children keyed by the table's column order. */
export function table(
  rows: Text[][],
  options: { header?: boolean; rowHeader?: boolean; widths?: number[] } = {}
): BlockInput {
  const width = Math.max(...rows.map((r) => r.length))
  const keys = Array.from({ length: width }, (_, i) => stableId(`table-column/${i}`).slice(0, 4))
  return block(
    'table',
    undefined,
    {
      table_block_column_order: keys,
      table_block_column_format: Object.fromEntries(
        keys.map((k, i) => [k, { width: options.widths?.[i] ?? 160 }])
      ),
      table_block_column_header: options.header ?? true,
      table_block_row_header: options.rowHeader ?? false
    },
    rows.map((cells) =>
      block('table_row', Object.fromEntries(cells.map((cell, i) => [keys[i], rich(cell)])))
    )
  )
}

export const bookmark = (
  url: string,
  title: string,
  description: string,
  media: { icon?: string; cover?: string } = {}
) =>
  block(
    'bookmark',
    { link: rt(url), title: rt(title), description: rt(description) },
    {
      ...(media.icon ? { bookmark_icon: media.icon } : {}),
      ...(media.cover ? { bookmark_cover: media.cover } : {})
    }
  )

interface AssetOptions {
  caption?: Text
  width?: number
  height?: number
  /** Height over width. */
  aspect?: number
  display?: string
  pageWidth?: boolean
}

/** The format every embedded asset shares (image, video, embed, pdf, maps...). */
function asset(type: string, source: string, o: AssetOptions = {}, extra?: object): BlockInput {
  return block(
    type,
    { source: rt(source), ...(o.caption ? { caption: rich(o.caption) } : {}) },
    {
      ...(o.width ? { block_width: o.width } : {}),
      ...(o.height ? { block_height: o.height } : {}),
      display_source: o.display ?? source,
      block_full_width: false,
      block_page_width: o.pageWidth ?? true,
      ...(o.aspect ? { block_aspect_ratio: o.aspect } : {}),
      block_preserve_scale: true,
      ...extra
    }
  )
}

export const image = (src: string, o: AssetOptions = {}) => asset('image', src, o)
export const embed = (url: string, o: AssetOptions = {}) => asset('embed', url, o)
export const maps = (url: string, embedUrl: string, o: AssetOptions = {}) =>
  asset('maps', url, { display: embedUrl, aspect: 0.5, ...o })
export const pdf = (src: string, o: AssetOptions = {}) => asset('pdf', src, { height: 600, ...o })
export const tweet = (url: string) => block('tweet', { source: rt(url) })

/** A YouTube video; the display source is the embed URL, as Notion stores it. */
export function video(url: string, o: AssetOptions = {}): BlockInput {
  const id = new URL(url).searchParams.get('v') ?? url.split('/').pop() ?? ''
  return asset('video', url, {
    display: `https://www.youtube.com/embed/${id}`,
    aspect: 0.5625,
    ...o
  })
}

/** An uploaded video file, as Notion stores one: its URL is both source and display source. */
export const videoFile = (src: string, o: AssetOptions = {}) =>
  asset('video', src, { aspect: 0.5625, ...o })

export const audio = (src: string, caption?: Text) =>
  block('audio', { source: rt(src), ...(caption ? { caption: rich(caption) } : {}) })
export const file = (src: string, title: string, size: string) =>
  block('file', { title: rt(title), size: rt(size), source: rt(src) })

export interface DriveFile {
  url: string
  title: string
  thumbnail: string
  icon: string
  modified: number
  user: string
}
export const drive = (f: DriveFile) =>
  block(
    'drive',
    { source: rt(f.url) },
    {
      drive_status: { authed: false, last_fetched: f.modified },
      drive_properties: {
        url: f.url,
        title: f.title,
        icon: f.icon,
        thumbnail: f.thumbnail,
        file_id: stableId(f.url).replace(/-/g, '').slice(0, 28),
        user_name: f.user,
        modified_time: f.modified
      }
    }
  )

/** The original of a synced block; `id` is what references point at. */
export const syncedBlock = (id: string, children: BlockInput[]): BlockInput => ({
  ...block('transclusion_container', undefined, undefined, children),
  id
})

/**
 * A reference to a synced block. When the original lives on another page (`origin` = that page's
 * id), its blocks are copied into this page's record map, as Notion's API returns them.
 */
export function syncedReference(original: BlockInput, origin?: { pageId: string; time: number }) {
  if (!original.id) throw new Error('syncedReference: the synced block needs a fixed id')
  const ref = block('transclusion_reference', undefined, {
    transclusion_reference_pointer: pointer(original.id)
  })
  if (!origin) return ref
  const out: Record<string, { role: 'reader'; value: BlockValue }> = {}
  buildChildren(origin.pageId, [original], { time: origin.time, out })
  return { ...ref, records: { block: out } satisfies SideRecords }
}

/** The page a link points at, as far as a link needs it: its title, icon and parent. */
export interface PageStub {
  id: string
  title: string
  icon?: string
  parentId: string
  time: number
}

/** A link to a page (Notion's `alias` block), with the target page's block beside it. */
export function linkToPage(target: PageStub): BlockInput {
  const value: BlockValue = {
    id: target.id,
    type: 'page',
    properties: { title: rt(target.title) },
    ...(target.icon ? { format: { page_icon: target.icon } } : {}),
    parent_id: target.parentId,
    parent_table: 'collection',
    alive: true,
    version: 1,
    space_id: SPACE_ID,
    created_time: target.time,
    last_edited_time: target.time
  }
  return {
    ...block('alias', undefined, { alias_pointer: pointer(target.id) }),
    records: { block: { [target.id]: wrap(value) } }
  }
}
