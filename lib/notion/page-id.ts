import { OwnerError } from '@/lib/owner-error'

/** Identifier rules, without notion-utils so lib/content and pages can use them freely. */
const PAGE_ID = /^[a-zA-Z0-9]{32}$/
const UUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/
const HEX_ID = /^[0-9a-fA-F]{32}$/

/** A compact page id: 32 alphanumeric characters. */
export function isPageId(text: string): boolean {
  return PAGE_ID.test(text)
}

/** A dashed id: 8-4-4-4-12 hex. */
export function isUuid(text: string): boolean {
  return UUID.test(text)
}

/** 32 hex characters to the dashed 8-4-4-4-12 form. */
export function toUuid(id: string): string {
  return `${id.slice(0, 8)}-${id.slice(8, 12)}-${id.slice(12, 16)}-${id.slice(16, 20)}-${id.slice(20)}`
}

/**
 * The page id in a text (id, dashed id, or a URL/path ending in one), query string dropped: a
 * 32-hex id comes back dashed unless `dashed` is false, a dashed id as is; anything else is null.
 */
export function extractPageId(text: string, { dashed = true } = {}): string | null {
  const withoutQuery = text.trim().split(/[?#]/)[0] ?? ''
  const last = withoutQuery.split('/').pop() ?? ''
  const uuid = /[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/.exec(
    last
  )
  if (uuid) return uuid[0].toLowerCase()
  // A Notion URL slug ends in the id after a dash: My-Page-<32 hex>.
  const hex = /(?:^|-)([0-9a-fA-F]{32})$/.exec(last)?.[1]
  if (!hex || !HEX_ID.test(hex)) return null
  return dashed ? toUuid(hex.toLowerCase()) : hex.toLowerCase()
}

export interface RootPageEntry {
  /** Language prefix of a `lang:id` entry (multi-language sites), null for the default. */
  lang: string | null
  /** Dashed page id. */
  id: string
}

export class PageIdError extends OwnerError {
  override name = 'PageIdError'
}

/**
 * NOTION_PAGE_ID: comma-separated ids, `lang:id` for an extra language (`en:abc…`). Throws a
 * PageIdError naming the bad entry, since a typo here would otherwise build an empty site.
 */
export function parseNotionPageIds(raw: string): RootPageEntry[] {
  return raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const prefixed = /^([a-zA-Z]{2}(?:-[a-zA-Z]{2})?):(.+)$/.exec(entry)
      const lang = prefixed?.[1] ?? null
      const id = extractPageId(prefixed?.[2] ?? entry)
      if (!id) {
        throw new PageIdError(
          `NOTION_PAGE_ID entry "${entry}" is not a Notion page id. Fix: use the 32-character id at the end of the database's URL (optionally "lang:id")`
        )
      }
      return { lang, id }
    })
}
