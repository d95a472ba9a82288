import { archiveItem } from '@/lib/content/archive'
import type { PostLink, PostSummary } from '@/lib/content/types'

/** The fields a link to a post shows, and nothing else (see PostLink). */
export const postLinkOf = (post: PostSummary): PostLink => ({
  ...archiveItem(post),
  category: post.category,
  coverThumbnail: post.coverThumbnail,
  lastEdited: post.lastEdited
})
