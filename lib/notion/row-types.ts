import type { SiteConfig } from '@/lib/config/types'

/**
 * The kinds of row in the blog database and the names their `type` option goes by. lib/notion
 * reads them to decide what to fetch, lib/content to build the site: one vocabulary for both.
 */
export type RowType = 'Post' | 'Page' | 'Notice' | 'Menu' | 'SubMenu' | 'Config'

/**
 * NotionNext's template ships with English options and owners often rename them; its Chinese
 * template uses these names. Matching is case-insensitive; anything else (Draft) is no kind.
 */
export const ROW_TYPE_NAMES: Record<RowType, readonly string[]> = {
  Post: ['post', '文章', '博文'],
  Page: ['page', '页面', '頁面', '单页', '單頁'],
  Notice: ['notice', '公告'],
  Menu: ['menu', '菜单', '菜單'],
  SubMenu: ['submenu', 'sub-menu', '子菜单', '子菜單'],
  Config: ['config', '配置']
}

/** Rows that are only navigation: their database properties are all the site reads of them. */
export const NAVIGATION_ROW_TYPES: ReadonlySet<RowType> = new Set(['Menu', 'SubMenu'])

const norm = (text: string) => text.trim().toLowerCase()

/** The kind named by `text`: the owner's own name for it (`own`) or one of `names`. */
export function matchName<K extends string>(
  text: string,
  names: Record<K, readonly string[]>,
  own: Partial<Record<K, string>> = {}
): K | null {
  const wanted = norm(text)
  if (!wanted) return null
  for (const kind of Object.keys(names) as K[]) {
    if (norm(own[kind] ?? '') === wanted || names[kind].includes(wanted)) return kind
  }
  return null
}

/** A row's kind from its `type` text; `own` holds the NOTION_PROPERTY_TYPE_* settings. */
export const rowTypeNamed = (text: string, own: Partial<Record<RowType, string>> = {}) =>
  matchName(text, ROW_TYPE_NAMES, own)

/** The settings naming a site's own type options (NOTION_PROPERTY_TYPE_*). */
export type RowTypeConfig = Pick<
  SiteConfig,
  | 'NOTION_PROPERTY_TYPE_POST'
  | 'NOTION_PROPERTY_TYPE_PAGE'
  | 'NOTION_PROPERTY_TYPE_NOTICE'
  | 'NOTION_PROPERTY_TYPE_MENU'
  | 'NOTION_PROPERTY_TYPE_SUB_MENU'
  | 'NOTION_PROPERTY_TYPE_CONFIG'
>

export const ownTypeNames = (config: RowTypeConfig): Record<RowType, string> => ({
  Post: config.NOTION_PROPERTY_TYPE_POST,
  Page: config.NOTION_PROPERTY_TYPE_PAGE,
  Notice: config.NOTION_PROPERTY_TYPE_NOTICE,
  Menu: config.NOTION_PROPERTY_TYPE_MENU,
  SubMenu: config.NOTION_PROPERTY_TYPE_SUB_MENU,
  Config: config.NOTION_PROPERTY_TYPE_CONFIG
})
