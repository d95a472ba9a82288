import { inWindow, type PublishWindow } from '@/lib/content/notion-date'
import type { PostStatus, PostType } from '@/lib/content/types'

/**
 * The one visibility rule, used by every list, feed, sitemap, search index and path list:
 * - served (answers its URL): a Post or Page, Published or Invisible, whose publish window
 *   contains now (scheduled publishing);
 * - listed (appears in lists, feeds, sitemap, search): served and Published.
 * Drafts, unknown statuses, future posts and Notice/Menu/SubMenu/Config rows are served nowhere.
 */
export interface Visible {
  type: PostType
  status: PostStatus | string
  window: PublishWindow
}

export function isServed(post: Visible, now: number): boolean {
  return (
    (post.type === 'Post' || post.type === 'Page') &&
    (post.status === 'Published' || post.status === 'Invisible') &&
    inWindow(post.window, now)
  )
}

export function isListed(post: Visible, now: number): boolean {
  return isServed(post, now) && post.status === 'Published'
}
