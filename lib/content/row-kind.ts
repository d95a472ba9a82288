import type { SiteConfig } from '@/lib/config/types'
import { matchName, ownTypeNames, rowTypeNamed, type RowTypeConfig } from '@/lib/notion/row-types'
import type { PostStatus, PostType } from '@/lib/content/types'

// Type names live in lib/notion/row-types (the fetch reads them too); status names only here.

const STATUS_NAMES: Record<PostStatus, readonly string[]> = {
  Published: ['published', 'publish', '已发布', '发布', '已發布', '發布', '公开', '公開'],
  Invisible: ['invisible', '隐藏', '隱藏', '不可见']
}

type KindConfig = RowTypeConfig &
  Pick<SiteConfig, 'NOTION_PROPERTY_STATUS_PUBLISH' | 'NOTION_PROPERTY_STATUS_INVISIBLE'>

export function rowTypeOf(text: string, config: KindConfig): PostType | null {
  return rowTypeNamed(text, ownTypeNames(config))
}

export function rowStatusOf(text: string, config: KindConfig): PostStatus | null {
  return matchName(text, STATUS_NAMES, {
    Published: config.NOTION_PROPERTY_STATUS_PUBLISH,
    Invisible: config.NOTION_PROPERTY_STATUS_INVISIBLE
  })
}
