import type { MenuItem } from '@/components/menu/menu-model'

const linksTo = (href: string, path: string) =>
  href === '/'
    ? path === '/'
    : href.startsWith('/') && (path === href || path.startsWith(`${href}/`))

/** The title of the menu entry the path is in (a sub-menu's included), or null. */
export function sectionTitle(items: readonly MenuItem[], asPath: string): string | null {
  const path = asPath.split(/[?#]/)[0] || '/'
  const entries = items.flatMap((item) => [item, ...item.subMenus])
  return entries.find((item) => linksTo(item.href, path))?.title ?? null
}
