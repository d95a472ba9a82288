import type { PostSummary } from '@/lib/content/types'

/** A listed post as a tile of a link directory (a summary clipped to SUMMARY_LIMIT). */
export interface LinkEntry {
  title: string
  href: string
  target: '_self' | '_blank'
  category: string | null
  summary: string | null
  tags: string[]
  /** Emoji or image URL; null without one, or when the URL is too long to carry. */
  icon: string | null
}

/** A category's tiles: `id` is the heading's anchor, unique on the page. */
export interface LinkGroup {
  id: string
  category: string
  links: LinkEntry[]
}

export const SUMMARY_LIMIT = 140
const ICON_LIMIT = 300

const clip = (text: string) =>
  text.length > SUMMARY_LIMIT ? `${text.slice(0, SUMMARY_LIMIT - 1).trimEnd()}…` : text

export const linkEntryOf = (post: PostSummary): LinkEntry => ({
  title: post.title,
  href: post.href,
  target: post.target,
  category: post.category,
  summary: post.summary?.trim() ? clip(post.summary.trim()) : null,
  tags: post.tags.map((t) => t.name),
  icon: post.icon && post.icon.length <= ICON_LIMIT ? post.icon : null
})

/** Ids the page itself uses, which a category must never take. */
export const RESERVED_IDS: readonly string[] = ['__next', 'main', 'article-wrapper']

/**
 * The anchor of a category: its name with whitespace runs as '-' (an id holds no spaces);
 * 'group' when nothing is left. A menu entry '#Name' finds its heading through the same rule.
 */
export const anchorOf = (name: string) => name.trim().replace(/\s+/g, '-') || 'group'

/** The heading id a '#Name' menu link points to, else null (not an in-page anchor). */
export function hashTarget(href: string): string | null {
  if (!href.startsWith('#') || href.length < 2) return null
  try {
    return anchorOf(decodeURIComponent(href.slice(1)))
  } catch {
    return anchorOf(href.slice(1))
  }
}

function uniqueId(name: string, taken: Set<string>): string {
  const base = anchorOf(name)
  let id = base
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`
  taken.add(id)
  return id
}

/**
 * Tiles under category headings: one group per category name when `byName` (first-seen order),
 * else one per run of consecutive posts sharing a category (the database order kept). Posts with
 * no category go under `uncategorised`. The first group of a name gets the name as its id.
 */
export function linkGroups(
  links: readonly LinkEntry[],
  byName: boolean,
  uncategorised: string,
  reserved: readonly string[] = RESERVED_IDS
): LinkGroup[] {
  const taken = new Set(reserved)
  const groups: LinkGroup[] = []
  const named = new Map<string, LinkGroup>()
  for (const link of links) {
    const category = link.category?.trim() || uncategorised
    const last = groups[groups.length - 1]
    let group = byName ? named.get(category) : last?.category === category ? last : undefined
    if (!group) {
      group = { id: uniqueId(category, taken), category, links: [] }
      groups.push(group)
      if (!named.has(category)) named.set(category, group)
    }
    group.links.push(link)
  }
  return groups
}

const fields = (link: LinkEntry) =>
  [link.title, link.summary ?? '', link.category ?? '', ...link.tags].join('\n').toLowerCase()

/**
 * The groups with only the tiles matching every word of `query` in the title, summary, category
 * or tags (case-insensitive); groups left empty are dropped. A blank query keeps everything.
 */
export function filterLinkGroups(groups: readonly LinkGroup[], query: string): LinkGroup[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean)
  if (!words.length) return [...groups]
  return groups
    .map((g) => ({ ...g, links: g.links.filter((l) => words.every((w) => fields(l).includes(w))) }))
    .filter((g) => g.links.length > 0)
}
