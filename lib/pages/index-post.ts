import { THEME_CONFS } from '@/conf/themes'
import { postProps } from '@/lib/pages/page-props'
import type { SiteData } from '@/lib/content/site-types'
import type { Post } from '@/lib/content/types'

/**
 * The post a documentation theme shows as its home page: the one whose slug is the theme's
 * `<ID>_INDEX_PAGE` setting. Only for a configured theme that declares `indexPost`; undefined
 * when not asked for, `{ slug, post: null }` when no such post exists.
 */
export async function indexPostOf(
  data: SiteData
): Promise<{ slug: string; post: Post | null } | undefined> {
  const theme = data.config.THEME
  if (!THEME_CONFS[theme]?.data.includes('indexPost')) return undefined
  const setting = data.themeConfig[`${theme.toUpperCase()}_INDEX_PAGE`]
  const slug = typeof setting === 'string' ? setting.trim() : ''
  const found = slug ? data.posts.find((p) => p.slug === slug && p.target === '_self') : undefined
  const post = found ? ((await postProps(data, found.href))?.post ?? null) : null
  return { slug, post }
}
