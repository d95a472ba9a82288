/** An owner's edit, made in the mock's store: new text in a post, and its edit time bumped. */
import type { MockStore } from '../mock-notion/mock-server'
import type { BuiltWorkspace } from '../lib/workspace-builder'
import { workspaceIds } from '../lib/workspace-builder'
import { BENCH_SEED } from './bench-workspace'

const valueOf = (record: unknown) => (record as { value: { type: string; id: string } }).value

/** Prepends a unique marker to the post's first paragraph; returns it and the edit time. */
export function editPost(
  store: MockStore,
  workspace: BuiltWorkspace,
  postPath: string,
  label: string
): { marker: string; at: number } {
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
  store.updateBlock(rowId, { last_edited_time: at })
  return { marker, at }
}
