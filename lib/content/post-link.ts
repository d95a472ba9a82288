import { archiveItem } from './archive'
import type { PostLink, PostSummary } from './types'

/** The fields a link to a post shows, and nothing else (see PostLink). */
export const postLinkOf = (post: PostSummary): PostLink => ({
  ...archiveItem(post),
  category: post.category,
  coverThumbnail: post.coverThumbnail,
  lastEdited: post.lastEdited
})
