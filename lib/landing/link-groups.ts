import { configText } from '@/lib/landing/config-text'

/** A link or button: its label and where it goes. */
export interface LandingLink {
  title: string
  href: string
}

/** A column of a link footer. */
export interface LinkGroup {
  name: string
  links: readonly LandingLink[]
}

const record = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null

/**
 * Footer link columns from a JSON setting: `[{ name, links | menus: [{ title, href }] }]`
 * (`menus` is NotionNext's spelling). Anything else is skipped: a bad value gives fewer columns,
 * never an error. URLs are checked where they are drawn.
 */
export function parseLinkGroups(raw: unknown): LinkGroup[] {
  const list = typeof raw === 'string' ? safeJson(raw) : raw
  if (!Array.isArray(list)) return []
  return list.flatMap((entry) => {
    const group = record(entry)
    if (!group) return []
    const items = group.links ?? group.menus
    const links = (Array.isArray(items) ? items : []).flatMap((item) => {
      const link = record(item)
      const title = configText(link?.title ?? link?.name)
      const href = typeof link?.href === 'string' ? link.href.trim() : ''
      return title && href ? [{ title, href }] : []
    })
    const name = configText(group.name ?? group.title)
    return name || links.length ? [{ name, links }] : []
  })
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return null
  }
}
