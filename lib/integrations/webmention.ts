import { safeResourceUrl, safeUrl } from '@/lib/body/safe-url'

/** One mention of a post, reduced to plain text and checked URLs. */
export interface Mention {
  kind: 'like' | 'repost' | 'reply' | 'mention'
  author: string
  authorUrl: string | null
  photo: string | null
  url: string | null
  text: string
  published: string | null
}

const KINDS: Record<string, Mention['kind']> = {
  'like-of': 'like',
  'repost-of': 'repost',
  'in-reply-to': 'reply',
  'mention-of': 'mention'
}

const text = (value: unknown, max = 1000) =>
  typeof value === 'string' ? value.trim().slice(0, max) : ''

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {}

/** webmention.io's jf2 feed for one page. */
export const mentionsUrl = (target: string) =>
  `https://webmention.io/api/mentions.jf2?per-page=100&target=${encodeURIComponent(target)}`

/** The feed's entries as mentions; anything malformed is dropped, never rendered as HTML. */
export function parseMentions(feed: unknown): Mention[] {
  const children = record(feed).children
  if (!Array.isArray(children)) return []
  return children.flatMap((raw): Mention[] => {
    const entry = record(raw)
    const author = record(entry.author)
    const kind = KINDS[text(entry['wm-property'])] ?? 'mention'
    return [
      {
        kind,
        author: text(author.name, 100) || 'Someone',
        authorUrl: safeUrl(author.url),
        photo: safeResourceUrl(author.photo),
        url: safeUrl(entry.url),
        text: text(record(entry.content).text),
        published: text(entry.published, 40) || null
      }
    ]
  })
}
