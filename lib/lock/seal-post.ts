import { prepareBody, type BodyContext } from '@/lib/content/prepare-body'
import type { SitePost } from '@/lib/content/site-types'
import type { EncryptedBody, UnlockedBody } from '@/lib/content/types'
import { countWords, pageText, readTimeOf } from '@/lib/content/word-count'
import { saltOf, seal } from '@/lib/lock/seal'

/**
 * A locked post's body, TOC, code and equation markup, word count and text, sealed under its
 * password; null for an unlocked post or one whose page was not fetched.
 */
export async function sealPost(
  post: Pick<SitePost, 'id' | 'password' | 'recordMap'>,
  ctx: BodyContext
): Promise<EncryptedBody | null> {
  if (post.password === null || post.recordMap === null) return null
  const text = pageText(post.recordMap, post.id)
  const wordCount = countWords(text)
  const unlocked: UnlockedBody = {
    body: prepareBody(post.recordMap, post.id, ctx),
    wordCount,
    readTime: readTimeOf(wordCount),
    text
  }
  return seal(unlocked, post.password, await saltOf(ctx.config.LINK, post.id))
}
