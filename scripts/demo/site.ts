/** Fixed facts of the demo workspace: its seed (hence every id), clock, and links between rows. */
import { workspaceIds, type RowInput } from '../lib/workspace-builder'
import type { PageStub } from '../lib/blocks'
import { coverUrl } from './art/render'

export const SEED = 'notion-press/demo'
export const IDS = workspaceIds(SEED)
/** Every record's edit time: fixed, so regeneration is byte-identical. */
export const TIME = Date.UTC(2025, 5, 1, 9, 30)
export const FETCHED_AT = new Date(TIME).toISOString()
export const AUTHOR = 'Wren Calder'

/** Milliseconds of a 'YYYY-MM-DD' day at 08:00 UTC. */
export const day = (date: string) => Date.parse(`${date}T08:00:00Z`)

/** A post row with its cover, created on its publish day. */
export function post(row: RowInput & { slug: string; date: string }): RowInput {
  return {
    type: 'Post',
    status: 'Published',
    cover: coverUrl(row.slug),
    created: day(row.date),
    ...row
  }
}

/** What a link to another row needs: its id, title and icon. */
export const stub = (key: string, title: string, icon?: string): PageStub => ({
  id: IDS.row(key),
  title,
  icon,
  parentId: IDS.collectionId,
  time: TIME
})
