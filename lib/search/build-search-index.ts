import type { SiteData, SitePost } from '@/lib/content/site-types'
import { isListed } from '@/lib/content/visibility'
import { pageText } from '@/lib/content/word-count'
import { INDEX_FORMAT, type IndexDoc, type SearchIndex } from '@/lib/search/types'

/** Characters of body text kept per post: bounds the shipped index (later text is not found). */
export const MAX_TEXT_PER_POST = 20_000

const squash = (text: string) => text.replace(/\s+/gu, ' ').trim()

function docOf(post: SitePost, showLockedSummary: boolean): IndexDoc {
  const tags = post.tags.map((t) => t.name)
  const category = post.category ?? ''
  // A locked post is found by its public fields only; its body never enters the index.
  if (post.locked) {
    const summary = showLockedSummary ? squash(post.summary ?? '') : ''
    return [post.href, post.title, summary, category, tags, '']
  }
  const body = post.recordMap ? squash(pageText(post.recordMap, post.id)) : ''
  return [
    post.href,
    post.title,
    squash(post.summary ?? ''),
    category,
    tags,
    body.slice(0, MAX_TEXT_PER_POST)
  ]
}

/**
 * The search index of a site: every listed post (published type Post inside its publish window:
 * never drafts, Invisible or future posts), in the site's order. Full text for unlocked posts;
 * a locked post by title (tags, category) and, with POST_LOCKED_SHOW_SUMMARY, its summary.
 */
export function buildSearchIndex(data: SiteData): SearchIndex {
  const docs = data.listedPosts
    .filter((p) => isListed(p, data.now))
    .map((p) => docOf(p, data.config.POST_LOCKED_SHOW_SUMMARY))
  return { format: INDEX_FORMAT, docs }
}
