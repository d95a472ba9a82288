import type {
  ArchiveProps,
  CategoryIndexProps,
  ListPageProps,
  PostProps,
  SiteProps,
  TagIndexProps
} from '@/lib/theme/props'

/** A search page: its posts in rank order, each with a plain-text snippet ('' = none). */
export type SearchPageProps = ListPageProps & { keyword: string; snippets: string[] }
export type NotFoundProps = { siteProps: SiteProps }
/** A screen only some themes draw (sign-in, dashboard...): the site's props alone. */
export type ThemeScreenProps = { siteProps: SiteProps }
/**
 * An account screen (sign-in, sign-up, dashboard, or the sign-in result in the sign-in layout).
 * The dashboard also shows the members' page (the Notion page whose slug is `dashboard`) to a
 * signed-in member, fetched from the server once signed in: never in these props.
 */
export type AccountScreenProps = {
  siteProps: SiteProps
  screen: 'sign-in' | 'sign-up' | 'dashboard' | 'auth-result'
  /** Whether the dashboard asks the server for the members' page: a server build that has one. */
  memberPage: boolean
}

/** What each layout receives: SiteProps plus what its screen shows. */
export interface LayoutPropsMap {
  LayoutIndex: ListPageProps
  LayoutPostList: ListPageProps
  LayoutSearch: SearchPageProps
  LayoutArchive: ArchiveProps
  LayoutCategoryIndex: CategoryIndexProps
  LayoutTagIndex: TagIndexProps
  LayoutSlug: PostProps
  Layout404: NotFoundProps
  LayoutSignIn: AccountScreenProps
  LayoutSignUp: AccountScreenProps
  LayoutDashboard: AccountScreenProps
  LayoutLanding: ThemeScreenProps
}

export type LayoutName = keyof LayoutPropsMap

/** Every layout name, for code that walks them all (the contract test, fallbacks). */
export const LAYOUT_NAMES = [
  'LayoutIndex',
  'LayoutPostList',
  'LayoutSearch',
  'LayoutArchive',
  'LayoutCategoryIndex',
  'LayoutTagIndex',
  'LayoutSlug',
  'Layout404',
  'LayoutSignIn',
  'LayoutSignUp',
  'LayoutDashboard',
  'LayoutLanding'
] as const satisfies readonly LayoutName[]

/** Layouts only themes that need them draw; the others show the shared 404 screen. */
export const THEME_SCREENS = [
  'LayoutSignIn',
  'LayoutSignUp',
  'LayoutDashboard',
  'LayoutLanding'
] as const satisfies readonly LayoutName[]

/** The picture a shared link of the page shows (og:image). */
export interface ShareImage {
  /** A site path (`/cards/<hash>.png`) or an absolute URL. */
  url: string
  /** Known for a drawn card (1200×630); absent for the owner's own image shown as it is. */
  width?: number
  height?: number
  alt: string
}

/**
 * A page's props: which layout it shows, that layout's props, and its share picture (absent: the
 * post's or the site's cover, as the head finds them).
 */
export type PageProps = {
  [L in LayoutName]: { layout: L; shareImage?: ShareImage } & LayoutPropsMap[L]
}[LayoutName]

/** The taxonomy whose index this page is ('category' or 'tag'), else null: a sidebar leaves that list out. */
export const taxonomyIndexOf = (page: PageProps): 'category' | 'tag' | null =>
  page.layout === 'LayoutCategoryIndex'
    ? 'category'
    : page.layout === 'LayoutTagIndex'
      ? 'tag'
      : null
