import type { ThemeConfig } from '@/lib/config/theme-config'
import type { PublicConfig } from '@/lib/config/types'
import type { ArchiveYear } from '@/lib/content/archive-years'
import type {
  ArchiveGroup,
  Category,
  NavItem,
  Notice,
  Post,
  PostLink,
  PostSummary,
  SiteInfo,
  Tag
} from '@/lib/content/types'
import type { SiteLanguage } from '@/lib/i18n/site-languages'
import type { PreparedBlocks } from '@/lib/body/types'
import type { ThemeData } from '@/lib/theme/theme-data'

/**
 * What every layout receives. Each page carries SiteProps plus only what it shows, never the
 * whole workspace: nothing on SiteProps grows with the number of posts. Types are aliases (not
 * interfaces) so they satisfy staticProps' `Record<string, unknown>` bound. The builders that
 * fill them live in lib/pages/page-props.ts.
 */
export type SiteProps = {
  site: SiteInfo
  nav: NavItem[]
  config: PublicConfig
  themeConfig: ThemeConfig
  /** Extra data the configured theme declares (its conf's `data`); `themeDataUrl` serves it all. */
  themeData: ThemeData
  themeDataUrl: string
  tags: Tag[]
  categories: Category[]
  /** How many posts the site lists (the home list's length). */
  postCount: number
  notice: Notice | null
  latestPosts: PostLink[]
  /** The browser's search: where its index is (versioned) and whether this is a static export. */
  search: { indexUrl: string; staticExport: boolean }
  /** Whether the server takes newsletter sign-ups at /api/subscribe (Mailchimp's API). */
  newsletterApi: boolean
  /** '' or '/{prefix}': the language site of this page; its links live under it. */
  basePath: string
  /** The workspace's language sites, the default first; empty with one database. */
  languages: SiteLanguage[]
  /**
   * Set only in the owner's preview (Next's draft mode): the page shows the preview bar and is
   * not indexed. `published`: whether visitors can see this page's post too.
   */
  preview?: { published: boolean }
}

export type ListPageProps = {
  siteProps: SiteProps
  posts: PostSummary[]
  /** 1-based. */
  page: number
  pageCount: number
  total: number
  /** Path of page 1; page n lives at `${basePath}/page/n` ('' for the home list). */
  basePath: string
  category: string | null
  tag: string | null
  /** The start of each post's body by post id; only with POST_LIST_PREVIEW. */
  previews?: Record<string, PreparedBlocks>
  /** The home page's post for a theme that declares `indexPost` (lib/pages/index-post.ts). */
  indexPost?: { slug: string; post: Post | null }
}

export type ArchiveProps = {
  siteProps: SiteProps
  /** The months shown: the latest years on /archive, one year on /archive/{year}. */
  archive: ArchiveGroup[]
  /** Every year, for links to /archive/{year}. */
  years?: ArchiveYear[]
  /** The year of /archive/{year}; null on /archive. */
  year?: string | null
}
export type CategoryIndexProps = { siteProps: SiteProps; categories: Category[] }
export type TagIndexProps = { siteProps: SiteProps; tags: Tag[] }
/** The same post in another language site (same slug), for hreflang and the switcher. */
export type Alternate = { locale: string; href: string }
export type PostProps = { siteProps: SiteProps; post: Post; alternates?: Alternate[] }
