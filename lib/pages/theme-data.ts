import { createHash } from 'node:crypto'
import type { ExportArtifact } from '@/lib/build/export-artifacts'
import { gameCards } from '@/lib/content/game'
import { linkEntryOf } from '@/lib/content/link-directory'
import { summaryOf, type SiteData } from '@/lib/content/site-types'
import { THEME_DATA_PATH } from '@/lib/pages/theme-data-path'
import {
  CARDS_PER_CATEGORY,
  POSTS_PER_CATEGORY,
  type CategoryCards,
  type CategoryLinks,
  type ThemeData
} from '@/lib/theme/theme-data'
import type { ThemeDataKind } from '@/conf/themes/define'

/** Kinds lib produces per site; `indexPost` rides only on the home page (index-post.ts). */
type SiteWideKind = Exclude<ThemeDataKind, 'indexPost'>

/**
 * Kinds carried only by the home and search pages: `links` grows with every post, and the
 * category rows of `categoryCards` are drawn on the front page alone. Other pages skip them (a
 * layout that still asks fetches the site's theme-data file).
 */
const LIST_PAGE_KINDS: readonly SiteWideKind[] = ['links', 'categoryCards']

type Producers = { [K in SiteWideKind]-?: (data: SiteData) => NonNullable<ThemeData[K]> }

const producers: Producers = {
  allPosts: (data) =>
    data.listedPosts.map(({ title, href, target, category, date }) => ({
      title,
      href,
      target,
      category,
      date
    })),
  postsByCategory: (data) => {
    const groups = new Map<string, CategoryLinks>()
    for (const { title, href, target, category } of data.listedPosts) {
      if (!category) continue
      const group = groups.get(category) ?? { category, count: 0, posts: [] }
      group.count += 1
      if (group.posts.length < POSTS_PER_CATEGORY) group.posts.push({ title, href, target })
      groups.set(category, group)
    }
    return [...groups.values()]
  },
  archiveMonths: (data) =>
    data.archive.map(({ key, title, posts }) => ({ key, title, count: posts.length })),
  games: (data) => gameCards(data.listedPosts),
  categoryCards: (data) => {
    const groups = new Map<string, CategoryCards>()
    for (const post of data.listedPosts) {
      if (!post.category) continue
      const group = groups.get(post.category) ?? { category: post.category, count: 0, posts: [] }
      group.count += 1
      if (group.posts.length < CARDS_PER_CATEGORY) {
        const { title, href, target, coverThumbnail } = summaryOf(post)
        group.posts.push({ title, href, target, coverThumbnail })
      }
      groups.set(post.category, group)
    }
    return [...groups.values()]
  },
  links: (data) => data.listedPosts.map((post) => linkEntryOf(summaryOf(post)))
}

// Each kind once per site data: every page of a build (or a regeneration) carries the same.
const produced = new WeakMap<SiteData, Map<SiteWideKind, unknown>>()

function producedKind(data: SiteData, kind: SiteWideKind): unknown {
  let cache = produced.get(data)
  if (!cache) produced.set(data, (cache = new Map()))
  if (!cache.has(kind)) cache.set(kind, producers[kind](data))
  return cache.get(kind)
}

/**
 * The kinds asked for, and nothing else: SiteProps carries only the configured theme's needs.
 * The list-page kinds only when `listPage` (the home page and search pages).
 */
export function themeDataFor(
  data: SiteData,
  kinds: readonly ThemeDataKind[],
  listPage = false
): ThemeData {
  const siteWide = kinds.filter(
    (kind): kind is SiteWideKind =>
      kind in producers && (listPage || !LIST_PAGE_KINDS.includes(kind as SiteWideKind))
  )
  return Object.fromEntries(siteWide.map((kind) => [kind, producedKind(data, kind)]))
}

const files = new WeakMap<SiteData, { json: string; version: string }>()

/** Every kind, as the JSON document a theme switched to at run time loads (versioned URL). */
export function themeDataFile(data: SiteData) {
  let file = files.get(data)
  if (!file) {
    const json = JSON.stringify(themeDataFor(data, Object.keys(producers) as SiteWideKind[], true))
    file = { json, version: createHash('sha256').update(json).digest('hex').slice(0, 12) }
    files.set(data, file)
  }
  return file
}

export const themeDataUrl = (data: SiteData) =>
  `${data.basePath}${THEME_DATA_PATH}?v=${themeDataFile(data).version}`

/** The document as a file of a static export (lib/pages/write-export-artifacts.ts). */
export async function themeDataArtifacts(data: SiteData): Promise<ExportArtifact[]> {
  return [{ path: `${data.basePath}${THEME_DATA_PATH}`.slice(1), bytes: themeDataFile(data).json }]
}
