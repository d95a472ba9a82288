import type { PreparedBlocks } from '@/lib/body/types'
import { blockOf, tableOf } from '@/lib/body/record'
import { prepareBody } from '@/lib/content/prepare-body'
import type { SiteData, SitePost } from '@/lib/content/site-types'

/**
 * The start of a post for list previews (POST_LIST_PREVIEW): its first POST_PREVIEW_LINES
 * top-level blocks, prepared like a body. None for a locked or unfetched post.
 */
export function postPreview(post: SitePost, data: SiteData): PreparedBlocks | null {
  if (post.locked || !post.recordMap) return null
  const root = blockOf(post.recordMap, post.id)
  if (!root) return null
  const content = (root.content ?? []).slice(0, Math.max(0, data.config.POST_PREVIEW_LINES))
  // Only the root's child list is cut; the pruning in prepareBody then keeps just those blocks.
  const block = {
    ...tableOf(post.recordMap, 'block'),
    [post.id]: { role: 'reader', value: { ...root, content } }
  }
  return prepareBody({ ...post.recordMap, block } as typeof post.recordMap, post.id, data)
}

/** Previews of the posts of a list page by post id, when the setting is on. */
export function listPreviews(
  posts: readonly SitePost[],
  data: SiteData
): { previews?: Record<string, PreparedBlocks> } {
  if (!data.config.POST_LIST_PREVIEW) return {}
  const previews: Record<string, PreparedBlocks> = {}
  for (const post of posts) {
    const preview = postPreview(post, data)
    if (preview) previews[post.id] = preview
  }
  return { previews }
}
