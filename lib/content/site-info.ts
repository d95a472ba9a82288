import type { SiteConfig } from '@/lib/config/types'
import type { Rec } from '@/lib/content/collection-table'
import { absoluteImage } from '@/lib/content/normalise-row'
import { plainText } from '@/lib/body/rich-text'
import type { SiteInfo } from '@/lib/content/types'

/** Site info from the database's name, description, icon and cover; TITLE etc. win when set. */
export function siteInfoOf(collection: Rec | null, root: Rec | null, config: SiteConfig): SiteInfo {
  const format = (root?.format ?? {}) as Record<string, unknown>
  const cover = absoluteImage(collection?.cover ?? format.page_cover)
  return {
    title: config.TITLE || plainText(collection?.name).trim() || 'NotionPress',
    description: config.DESCRIPTION || plainText(collection?.description).trim(),
    icon: absoluteImage(collection?.icon ?? format.page_icon),
    cover,
    coverThumbnail: cover,
    author: config.AUTHOR,
    bio: config.BIO,
    link: config.LINK
  }
}
