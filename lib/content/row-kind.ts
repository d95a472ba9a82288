import type { SiteConfig } from '../config/types'
import type { PostStatus, PostType } from './types'

/**
 * NotionNext's template ships with English options and owners often rename them; its Chinese
 * template uses these names. Matching is case-insensitive; anything else (Draft) is no kind.
 */
const TYPE_NAMES: Record<PostType, readonly string[]> = {
  Post: ['post', '文章', '博文'],
  Page: ['page', '页面', '頁面', '单页', '單頁'],
  Notice: ['notice', '公告'],
  Menu: ['menu', '菜单', '菜單'],
  SubMenu: ['submenu', 'sub-menu', '子菜单', '子菜單'],
  Config: ['config', '配置']
}
const STATUS_NAMES: Record<PostStatus, readonly string[]> = {
  Published: ['published', 'publish', '已发布', '发布', '已發布', '發布', '公开', '公開'],
  Invisible: ['invisible', '隐藏', '隱藏', '不可见']
}

type KindConfig = Pick<
  SiteConfig,
  | 'NOTION_PROPERTY_TYPE_POST'
  | 'NOTION_PROPERTY_TYPE_PAGE'
  | 'NOTION_PROPERTY_TYPE_NOTICE'
  | 'NOTION_PROPERTY_TYPE_MENU'
  | 'NOTION_PROPERTY_TYPE_SUB_MENU'
  | 'NOTION_PROPERTY_TYPE_CONFIG'
  | 'NOTION_PROPERTY_STATUS_PUBLISH'
  | 'NOTION_PROPERTY_STATUS_INVISIBLE'
>

const norm = (text: string) => text.trim().toLowerCase()

function match<K extends string>(
  text: string,
  names: Record<K, readonly string[]>,
  own: Record<K, string>
): K | null {
  const wanted = norm(text)
  if (!wanted) return null
  for (const kind of Object.keys(names) as K[]) {
    if (norm(own[kind]) === wanted || names[kind].includes(wanted)) return kind
  }
  return null
}

export function rowTypeOf(text: string, config: KindConfig): PostType | null {
  return match(text, TYPE_NAMES, {
    Post: config.NOTION_PROPERTY_TYPE_POST,
    Page: config.NOTION_PROPERTY_TYPE_PAGE,
    Notice: config.NOTION_PROPERTY_TYPE_NOTICE,
    Menu: config.NOTION_PROPERTY_TYPE_MENU,
    SubMenu: config.NOTION_PROPERTY_TYPE_SUB_MENU,
    Config: config.NOTION_PROPERTY_TYPE_CONFIG
  })
}

export function rowStatusOf(text: string, config: KindConfig): PostStatus | null {
  return match(text, STATUS_NAMES, {
    Published: config.NOTION_PROPERTY_STATUS_PUBLISH,
    Invisible: config.NOTION_PROPERTY_STATUS_INVISIBLE
  })
}
