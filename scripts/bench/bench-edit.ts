/** An owner's edit, made in the mock's store: new text in a post, and its edit time bumped. */
import { valueOf as storedValue, type MockStore } from '../mock-notion/mock-server'
import type { BuiltWorkspace } from '../lib/workspace-builder'
import { workspaceIds } from '../lib/workspace-builder'
import { BENCH_SEED } from './bench-workspace'

const valueOf = (record: unknown) => (record as { value: { type: string; id: string } }).value

export interface PostEdit {
  /** The unique text now opening the post's first paragraph. */
  marker: string
  /** The post's new title, when the edit renamed it too. */
  title?: string
  at: number
}

/**
 * Prepends a unique marker to the post's first paragraph (and with `title`, renames the post
 * to a unique title too, in its database row); returns them and the edit time.
 */
export function editPost(
  store: MockStore,
  workspace: BuiltWorkspace,
  postPath: string,
  label: string,
  options: { title?: boolean } = {}
): PostEdit {
  const slug = postPath.split('/').pop() ?? ''
  const rowId = workspaceIds(BENCH_SEED).row(slug)
  const page = workspace.pages[rowId]
  if (!page) throw new Error(`bench: no post ${slug}`)
  const text = Object.values(page.block)
    .map(valueOf)
    .find((v) => v.type === 'text')
  if (!text) throw new Error(`bench: ${slug} has no paragraph`)
  const at = Date.now()
  const marker = `bench-edit-${label}-${at}`
  store.updateBlock(text.id, { properties: { title: [[marker]] }, last_edited_time: at })
  if (!options.title) {
    store.updateBlock(rowId, { last_edited_time: at })
    return { marker, at }
  }
  const title = `Bench title ${label} ${at}`
  const properties = storedValue(store.blocks[rowId])?.properties as Record<string, unknown>
  store.updateBlock(rowId, {
    properties: { ...properties, title: [[title]] },
    last_edited_time: at
  })
  return { marker, title, at }
}
