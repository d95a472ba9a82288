import type {
  ArchiveProps,
  CategoryIndexProps,
  ListPageProps,
  PostProps,
  SiteProps,
  TagIndexProps
} from './page-props'

/** A search page: its posts in rank order, each with a plain-text snippet ('' = none). */
export type SearchPageProps = ListPageProps & { keyword: string; snippets: string[] }
export type NotFoundProps = { siteProps: SiteProps }

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
}

export type LayoutName = keyof LayoutPropsMap

/** A page's props: which layout it shows and that layout's props. */
export type PageProps = { [L in LayoutName]: { layout: L } & LayoutPropsMap[L] }[LayoutName]
