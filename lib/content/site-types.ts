import type { ExtendedRecordMap } from 'notion-types'
import type { ThemeConfig } from '@/lib/config/theme-config'
import type { SiteConfig } from '@/lib/config/types'
import type { SiteLanguage } from '@/lib/i18n/site-languages'
import type { PublishWindow } from '@/lib/content/notion-date'
import { opaqueIdOf } from '@/lib/content/opaque-id'
import type {
  ArchiveGroup,
  Category,
  NavItem,
  Notice,
  PostSummary,
  SiteInfo,
  Tag
} from '@/lib/content/types'

/**
 * A row as the server knows it. Server-only: it carries the password and the raw record map,
 * so it never goes into props; `summaryOf` strips it to the JSON-safe PostSummary.
 */
export interface SitePost extends PostSummary {
  /** The row's password column; null when unlocked. */
  password: string | null
  /** The row page's record map; null when the page failed to fetch (then it answers 404). */
  recordMap: ExtendedRecordMap | null
  /** When scheduled publishing shows it; open bounds when the setting is off. */
  window: PublishWindow
  /** 'yyyy-MM-dd' of the publish date as written in Notion (archive months, URL tokens). */
  day: string
  /** The `icon` column (menu icons), distinct from the page icon. */
  menuIcon: string | null
  /**
   * The owner's own share picture (the NOTION_PROPERTY_SHARE_IMAGE column: a file, a URL or a
   * site path); null when the cell is empty or not a picture address.
   */
  shareImage: string | null
}

/**
 * What a post body may show of one blog database (server-only): its rows a visitor may see, how,
 * and the column no view of it shows. Every language's database has one, and every body is
 * prepared with all of them, since a post may link to or hold a view of any language's database.
 */
export interface DatabaseGuard {
  collectionId: string | null
  /** Compact (undashed) ids of every row of the database, whatever its status. */
  rowIds: ReadonlySet<string>
  /** The listed rows by compact id: linked at `href` (null: not a link), by address only when locked. */
  shown: ReadonlyMap<string, { locked: boolean; href: string | null }>
  /** The password column's name. */
  passwordColumn: string
}

export interface SiteData {
  config: SiteConfig
  /** The configured theme's own settings (public). */
  themeConfig: ThemeConfig
  /** Epoch ms the data was assembled for (scheduled publishing). */
  now: number
  site: SiteInfo
  /** Every row that is a Post or Page with status Published or Invisible, in POSTS_SORT_BY order. */
  posts: SitePost[]
  /** Listed posts (type Post) in order: what the home list, feeds and archive show. */
  listedPosts: SitePost[]
  /**
   * The page at /dashboard, for signed-in members only (lib/content/member-page.ts): never in
   * `posts`, so no public page, list, feed, sitemap, search index or menu has it.
   */
  memberPage: SitePost | null
  nav: NavItem[]
  tags: Tag[]
  categories: Category[]
  archive: ArchiveGroup[]
  notice: Notice | null
  /** Problems an owner should fix, also logged as warnings. */
  warnings: string[]
  /** The guard of this site's database first, then those of the other languages' databases. */
  databases: readonly DatabaseGuard[]
  /** '' for the default site, '/{prefix}' for a language's (every href of it starts so). */
  basePath: string
  /** Every language site of the workspace, the default first; empty with one database. */
  languages: SiteLanguage[]
}

/** The JSON-safe part of a post; a locked post's Notion id is replaced by an opaque one. */
export function summaryOf(post: SitePost): PostSummary {
  const { password, recordMap, window, day, menuIcon, shareImage, ...summary } = post
  void [password, recordMap, window, day, menuIcon, shareImage]
  if (!post.locked) return summary
  const id = opaqueIdOf(post.id)
  return { ...summary, id, shortId: id }
}
