import { createHash } from 'node:crypto'
import type { ExportArtifact } from '@/lib/build/export-artifacts'
import { gameCards, type GameCard } from '@/lib/content/game'
import type { SiteData } from '@/lib/content/site-types'
import type { PostLink } from '@/lib/content/types'
import { THEME_DATA_PATH } from '@/lib/content/theme-data-path'

import type { ThemeDataKind } from '@/conf/themes/define'

export type { ThemeDataKind }

/** A listed post in a tree of every post (gitbook's navigation): paid N times, so slimmer still. */
export type TreeLink = Pick<PostLink, 'title' | 'href' | 'target' | 'category' | 'date'>

/** A category's newest posts (at most POSTS_PER_CATEGORY) and how many it has in all. */
export interface CategoryLinks {
  category: string
  count: number
  posts: Pick<PostLink, 'title' | 'href' | 'target'>[]
}

/** Bounds postsByCategory by the number of categories, not of posts. */
export const POSTS_PER_CATEGORY = 8

/** A month of the archive: 'yyyy-MM', its heading in the site's language and its post count. */
export interface ArchiveMonth {
  key: string
  title: string
  count: number
}

export type ThemeData = {
  allPosts?: TreeLink[]
  postsByCategory?: CategoryLinks[]
  archiveMonths?: ArchiveMonth[]
  games?: GameCard[]
}

/** Kinds carried on every page; `indexPost` rides only on the home page (index-post.ts). */
type SiteWideKind = Exclude<ThemeDataKind, 'indexPost'>

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
  games: (data) => gameCards(data.listedPosts)
}

// Each kind once per site data: every page of a build (or a regeneration) carries the same.
const produced = new WeakMap<SiteData, Map<SiteWideKind, unknown>>()

function producedKind(data: SiteData, kind: SiteWideKind): unknown {
  let cache = produced.get(data)
  if (!cache) produced.set(data, (cache = new Map()))
  if (!cache.has(kind)) cache.set(kind, producers[kind](data))
  return cache.get(kind)
}

/** The kinds asked for, and nothing else: SiteProps carries only the configured theme's needs. */
export function themeDataFor(data: SiteData, kinds: readonly ThemeDataKind[]): ThemeData {
  const siteWide = kinds.filter((kind): kind is SiteWideKind => kind in producers)
  return Object.fromEntries(siteWide.map((kind) => [kind, producedKind(data, kind)]))
}

const files = new WeakMap<SiteData, { json: string; version: string }>()

/** Every kind, as the JSON document a theme switched to at run time loads (versioned URL). */
export function themeDataFile(data: SiteData) {
  let file = files.get(data)
  if (!file) {
    const json = JSON.stringify(themeDataFor(data, Object.keys(producers) as SiteWideKind[]))
    file = { json, version: createHash('sha256').update(json).digest('hex').slice(0, 12) }
    files.set(data, file)
  }
  return file
}

export const themeDataUrl = (data: SiteData) =>
  `${data.basePath}${THEME_DATA_PATH}?v=${themeDataFile(data).version}`

/** The document as a file of a static export (lib/build/write-export-artifacts.ts). */
export async function themeDataArtifacts(data: SiteData): Promise<ExportArtifact[]> {
  return [{ path: `${data.basePath}${THEME_DATA_PATH}`.slice(1), bytes: themeDataFile(data).json }]
}
