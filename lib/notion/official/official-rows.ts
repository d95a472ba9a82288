import type { OfficialPage } from '@/lib/notion/official/api-types'
import type { RecordBlock } from '@/lib/notion/official/official-blocks'
import { fileUrlOf, iconOf } from '@/lib/notion/official/official-files'
import { recordPropertiesOf } from '@/lib/notion/official/official-properties'
import type { Mentions } from '@/lib/notion/official/rich-text'

const time = (iso: unknown) => {
  const t = Date.parse(typeof iso === 'string' ? iso : '')
  return Number.isNaN(t) ? undefined : t
}

/** The record map's `{role, value}` wrapper. */
export const wrapRecord = (value: unknown) => ({ role: 'reader', value })

/**
 * A database row (an official page) as the record map's row: a `page` block whose parent is its
 * collection, its property values under the schema's keys, its icon and cover in `format`.
 */
export function rowBlockOf(
  page: OfficialPage,
  collectionId: string,
  mentions: Mentions
): RecordBlock {
  const format: Record<string, unknown> = {}
  const icon = iconOf(page.icon)
  if (icon) format.page_icon = icon
  const cover = fileUrlOf(page.cover)
  if (cover) {
    format.page_cover = cover
    // The API does not say where a cover was moved to: Notion's default, centred.
    format.page_cover_position = 0.5
  }
  const created = time(page.created_time)
  const edited = time(page.last_edited_time)
  return {
    id: page.id,
    type: 'page',
    properties: recordPropertiesOf(page.properties, mentions),
    format,
    parent_id: collectionId,
    parent_table: 'collection',
    alive: page.in_trash !== true && page.archived !== true,
    ...(created !== undefined ? { created_time: created } : {}),
    ...(edited !== undefined ? { last_edited_time: edited } : {})
  }
}

/** The users a text mentioned, as record-map `notion_user` records (the name is all we know). */
export function userRecordsOf(mentions: Mentions): Record<string, unknown> {
  return Object.fromEntries(
    [...mentions.users].map(([id, name]) => [
      id,
      wrapRecord({ id, given_name: name, family_name: '' })
    ])
  )
}
