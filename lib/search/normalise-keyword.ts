import { searchPath, searchQueryHref } from '@/lib/routing/routes'

/** Longest keyword a search URL keeps: bounds the server's regeneration cache per keyword. */
export const MAX_KEYWORD_LENGTH = 64

/**
 * The canonical form of a search keyword: trimmed, inner whitespace collapsed, capped (without
 * splitting a character). `/search/{keyword}` pages answer only for canonical keywords and
 * redirect the rest, so near-duplicates do not each get a cached page.
 */
export function normaliseKeyword(raw: string): string {
  const collapsed = raw.replace(/\s+/gu, ' ').trim()
  return Array.from(collapsed).slice(0, MAX_KEYWORD_LENGTH).join('').trim()
}

/** Where a search for `keyword` lands: a server renders /search/{kw}; an export searches ?s=. */
export function searchHref(keyword: string, staticExport: boolean): string {
  const kw = normaliseKeyword(keyword)
  if (!kw) return '/'
  return staticExport ? searchQueryHref(kw) : searchPath(kw)
}
