import { createHash } from 'node:crypto'
import type { ExportArtifact } from '../build/export-artifacts'
import type { SiteData } from './site-types'
import type { PostLink } from './types'
import { THEME_DATA_PATH } from './theme-data-path'

/** Extra data a theme may declare it needs (themes/theme-configs.ts THEME_DATA_NEEDS). */
export type ThemeDataKind = SiteWideKind | 'indexPost'

/** Kinds carried on every page; `indexPost` rides only on the home page (index-post.ts). */
type SiteWideKind = 'allPosts'

/** A listed post in a tree of every post (gitbook's navigation): paid N times, so slimmer still. */
export type TreeLink = Pick<PostLink, 'title' | 'href' | 'target' | 'category' | 'date'>

export type ThemeData = { allPosts?: TreeLink[] }

const producers: Record<SiteWideKind, (data: SiteData) => ThemeData[SiteWideKind]> = {
  allPosts: (data) =>
    data.listedPosts.map(({ title, href, target, category, date }) => ({
      title,
      href,
      target,
      category,
      date
    }))
}

/** The kinds asked for, and nothing else: SiteProps carries only the configured theme's needs. */
export function themeDataFor(data: SiteData, kinds: readonly ThemeDataKind[]): ThemeData {
  const siteWide = kinds.filter((kind): kind is SiteWideKind => kind in producers)
  return Object.fromEntries(siteWide.map((kind) => [kind, producers[kind](data)]))
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
  `${THEME_DATA_PATH}?v=${themeDataFile(data).version}`

/** The document as a file of a static export (lib/build/write-export-artifacts.ts). */
export async function themeDataArtifacts(data: SiteData): Promise<ExportArtifact[]> {
  return [{ path: THEME_DATA_PATH.slice(1), bytes: themeDataFile(data).json }]
}
