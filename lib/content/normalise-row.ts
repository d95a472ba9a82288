import type { ExtendedRecordMap } from 'notion-types'
import { isNotionHostedImage } from '@/lib/body/image-url'
import type { SiteConfig } from '@/lib/config/types'
import { log } from '@/lib/log'
import type { Rec, SchemaProperty } from '@/lib/content/collection-table'
import { windowOf } from '@/lib/content/notion-date'
import { checkPath, checkPathSlug } from '@/lib/content/path-slug'
import { hrefOf } from '@/lib/content/post-href'
import { cellOf, readRowCells, textOf, type RowCells } from '@/lib/content/row-properties'
import { rowStatusOf, rowTypeOf } from '@/lib/content/row-kind'
import { shareImageOf } from '@/lib/content/share-image'
import type { SitePost } from '@/lib/content/site-types'
import type { PostStatus, PostType, TagRef } from '@/lib/content/types'
import { countWords, pageText, readTimeOf } from '@/lib/content/word-count'

export interface RowContext {
  config: SiteConfig
  schema: Readonly<Record<string, SchemaProperty>>
  /** The row page's record map, when it was fetched. */
  recordMap: ExtendedRecordMap | null
  /** Epoch ms used when a row lacks timestamps. */
  fallbackTime: number
}

export interface NormalisedRow {
  type: PostType | null
  status: PostStatus | null
  post: SitePost
  /** Problems with the row an owner should fix (a slug that cannot be a path). */
  warnings: string[]
}

const dayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC'
})
/** Short month, day and year in en-US, in UTC. */
export const displayDay = (t: number) => dayFormat.format(new Date(t))

const timeOf = (v: unknown, fallback: number) =>
  typeof v === 'number' && Number.isFinite(v) ? v : fallback

/**
 * Notion stores its gallery covers as paths under /images/ on its own site; any other path is
 * one of this site's files (the bundled demo's covers live in public/).
 */
export const absoluteImage = (url: unknown): string | null =>
  typeof url !== 'string' || !url
    ? null
    : url.startsWith('/images/')
      ? `https://www.notion.so${url}`
      : url

/** A locked post's Notion-hosted cover is left out: its image URL would carry the page id. */
function coverOf(url: unknown, locked: boolean): string | null {
  const cover = absoluteImage(url)
  return cover && locked && isNotionHostedImage(cover) ? null : cover
}

export function readCells(block: Rec, ctx: RowContext): RowCells {
  return readRowCells(block.properties, ctx.schema)
}

/** One database row into a post, whatever its type; the caller decides where it may appear. */
export function normaliseRow(block: Rec, ctx: RowContext): NormalisedRow {
  const { config } = ctx
  const cells = readCells(block, ctx)
  const titleCell =
    cellOf(cells, config.NOTION_PROPERTY_TITLE) ??
    [...cells.values()].find((c) => c.type === 'title') ??
    null
  const dateCell = cellOf(cells, config.NOTION_PROPERTY_DATE)
  const created = timeOf(block.created_time, ctx.fallbackTime)
  const edited = timeOf(block.last_edited_time, created)
  const window = windowOf(dateCell?.date ?? null)
  const date = window.start ?? created
  const day = dateCell?.date?.start_date ?? new Date(created).toISOString().slice(0, 10)
  const type = rowTypeOf(textOf(cells, config.NOTION_PROPERTY_TYPE), config)
  // A row with no known status (Draft) keeps a placeholder; buildSiteData drops it.
  const status = rowStatusOf(textOf(cells, config.NOTION_PROPERTY_STATUS), config)
  const category = cellOf(cells, config.NOTION_PROPERTY_CATEGORY)?.list[0] ?? null
  const id = block.id
  const title = titleCell?.text ?? ''
  const warnings: string[] = []
  const { slug, inPath } = pathParts(
    textOf(cells, config.NOTION_PROPERTY_SLUG),
    category,
    type,
    config.POST_URL_PREFIX,
    (problem) => warnings.push(`"${title}" (${id}): ${problem}`)
  )
  const format = (block.format ?? {}) as Record<string, unknown>
  const password = textOf(cells, config.NOTION_PROPERTY_PASSWORD) || null
  // A locked post's length and (unless the owner shows it) summary are part of what it hides:
  // masked here so no list, feed or index built from SitePost can leak them. lib/lock seals them.
  const words = ctx.recordMap && !password ? countWords(pageText(ctx.recordMap, id)) : 0
  const summary = textOf(cells, config.NOTION_PROPERTY_SUMMARY) || null
  const link = hrefOf(
    { type: type ?? 'Page', id, slug, category: inPath, day },
    { prefix: config.POST_URL_PREFIX, pseudoStatic: config.PSEUDO_STATIC }
  )
  const post: SitePost = {
    id,
    shortId: id.split('-')[0] ?? id,
    slug: slug || id,
    ...link,
    title,
    summary: password && !config.POST_LOCKED_SHOW_SUMMARY ? null : summary,
    type: type ?? 'Page',
    status: status ?? 'Invisible',
    category,
    tags: tagsOf(cells, ctx),
    date: new Date(date).toISOString(),
    publishDay: displayDay(Date.parse(`${day}T00:00:00Z`) || date),
    lastEditedDay: displayDay(edited),
    lastEdited: new Date(edited).toISOString(),
    cover: coverOf(format.page_cover, password !== null),
    coverThumbnail: coverOf(format.page_cover, password !== null),
    icon: absoluteImage(format.page_icon),
    fullWidth: format.page_full_width === true,
    locked: password !== null,
    comment: textOf(cells, 'comment') || null,
    ext: extOf(textOf(cells, config.NOTION_PROPERTY_EXT), id),
    wordCount: words,
    readTime: readTimeOf(words),
    password,
    recordMap: ctx.recordMap,
    window: config.POST_SCHEDULE_PUBLISH ? window : { start: null, end: null },
    day,
    menuIcon: textOf(cells, config.NOTION_PROPERTY_ICON) || null,
    shareImage: shareImageOf(cellOf(cells, config.NOTION_PROPERTY_SHARE_IMAGE), id, !!password)
  }
  return { type, status, post, warnings }
}

/**
 * The slug, and the category as a path segment, of a row that is a page of the site (a Menu
 * row's slug is a link, checked where the menu is made). A slug that cannot be a path leaves
 * the post at its id; a category that cannot, out of its path.
 */
function pathParts(
  rawSlug: string,
  category: string | null,
  type: PostType | null,
  prefix: string,
  warn: (problem: string) => void
): { slug: string; inPath: string | null } {
  if (type !== 'Post' && type !== 'Page') return { slug: rawSlug, inPath: category }
  const slug = checkPathSlug(rawSlug)
  if (slug.problem) {
    const instead = slug.slug ? `as ${JSON.stringify(slug.slug)}` : 'at its Notion id'
    warn(`its slug ${JSON.stringify(rawSlug)} ${slug.problem}; served ${instead} until fixed`)
  }
  const segment = category === null ? null : checkPath(category)
  if (segment?.problem && type === 'Post' && prefix.includes('%category%')) {
    const instead = segment.slug ? `as ${JSON.stringify(segment.slug)}` : 'not at all'
    warn(`its category ${JSON.stringify(category)} ${segment.problem}; in its path ${instead}`)
  }
  const inPath = segment?.slug.replace(/^\/+|\/+$/g, '') || null
  return { slug: slug.slug, inPath }
}

function tagsOf(cells: RowCells, ctx: RowContext): TagRef[] {
  const name = ctx.config.NOTION_PROPERTY_TAGS
  const wanted = name.trim().toLowerCase()
  const column = Object.values(ctx.schema).find((c) => c.name.trim().toLowerCase() === wanted)
  const colors = new Map(column?.options.map((o) => [o.value, o.color]))
  const names = [...new Set(cellOf(cells, name)?.list ?? [])]
  return names.map((tag) => ({ name: tag, color: colors.get(tag) ?? 'gray' }))
}

function extOf(text: string, id: string): Record<string, unknown> | null {
  if (!text.trim()) return null
  try {
    const parsed: unknown = JSON.parse(text)
    if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed))
      return parsed as Record<string, unknown>
  } catch {
    // fall through to the warning
  }
  log.warn(`Row ${id}: the ext column is not a JSON object, ignored`)
  return null
}
