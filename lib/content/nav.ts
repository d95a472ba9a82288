import { log } from '@/lib/log'
import type { NormalisedRow } from '@/lib/content/normalise-row'
import { opaqueIdOf } from '@/lib/content/opaque-id'
import { isExternal } from '@/lib/content/post-href'
import type { SitePost } from '@/lib/content/site-types'
import type { NavItem } from '@/lib/content/types'

const item = (post: SitePost, href: string, target: NavItem['target']): NavItem => ({
  // A locked Page is in the menu by its address; its Notion id must not reach the browser.
  id: post.locked ? opaqueIdOf(post.id) : post.id,
  name: post.title,
  title: post.title,
  href,
  target,
  icon: post.menuIcon,
  show: true,
  subMenus: []
})

/** A Menu row's slug is any path or link; an empty one makes a dropdown-only entry ('#'). */
function menuLink(post: SitePost, basePath: string): Pick<NavItem, 'href' | 'target'> {
  const slug = post.slug === post.id ? '' : post.slug.trim()
  if (!slug) return { href: '#', target: '_self' }
  if (isExternal(slug)) return { href: slug, target: '_blank' }
  if (slug.startsWith('#') || /^(mailto|tel):/i.test(slug)) return { href: slug, target: '_self' }
  // Leading backslashes too: a browser reads "/\\host" as "//host", another site.
  return { href: `${basePath}/${slug.replace(/^[/\\]+/, '')}`, target: '_self' }
}

/**
 * The menu. With CUSTOM_MENU, Published Menu rows in Notion order, each with the Published
 * SubMenu rows that follow it; otherwise NotionNext's legacy nav: one entry per listed Page.
 */
export function navOf(
  rows: readonly NormalisedRow[],
  customMenu: boolean,
  isListedPage: (post: SitePost) => boolean,
  /** A language site's base path (`/zh`): its menu's own paths live under it. */
  basePath = ''
): NavItem[] {
  if (!customMenu) {
    return rows
      .filter((r) => r.type === 'Page' && isListedPage(r.post))
      .map((r) => item(r.post, r.post.href, r.post.target))
  }
  const nav: NavItem[] = []
  for (const { type, status, post } of rows) {
    if (status !== 'Published' || (type !== 'Menu' && type !== 'SubMenu')) continue
    const link = menuLink(post, basePath)
    const entry = item(post, link.href, link.target)
    if (type === 'Menu') nav.push(entry)
    else if (nav.length) nav[nav.length - 1]?.subMenus.push(entry)
    else log.warn(`SubMenu "${post.title}" comes before any Menu row in the database; ignored`)
  }
  return nav
}
