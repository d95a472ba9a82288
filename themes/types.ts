/**
 * The theme contract. A theme is `defineTheme({ id, config, layouts, slots })`: markup and CSS
 * over the shared components; data, routing and behaviour come from lib/ and components/.
 * Layout names follow NotionNext's so its theme docs transfer.
 */
import type { ComponentType, ReactNode } from 'react'
import type { KeyMap } from '../lib/config/define'
import type {
  ArchiveProps,
  CategoryIndexProps,
  ListPageProps,
  PostProps,
  SiteProps,
  TagIndexProps
} from '../lib/content/page-props'
import type { PostSummary, Tag, TagRef } from '../lib/content/types'
import type { ThemeId } from './theme-ids'

export type SearchPageProps = ListPageProps & { keyword: string }
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

export interface LayoutBaseProps {
  page: PageProps
  children: ReactNode
}

type Layouts = { [L in LayoutName]: ComponentType<LayoutPropsMap[L]> }
export type RequiredLayout = 'LayoutIndex' | 'LayoutPostList' | 'LayoutSlug'

export type ThemeLayouts = { LayoutBase: ComponentType<LayoutBaseProps> } & Pick<
  Layouts,
  RequiredLayout
> &
  Partial<Omit<Layouts, RequiredLayout>>

/** Shared primitives a theme may restyle without copying their logic. */
export interface PostCardProps {
  post: PostSummary
  /** Position in the list shown (staggered animations, lightbox order). */
  index: number
}
export interface TagChipProps {
  tag: TagRef | Tag
  /** Shows the count when the tag has one. */
  showCount?: boolean
  active?: boolean
}
export interface PaginationProps {
  page: number
  pageCount: number
  /** Path of page 1 ('' for the home list). */
  basePath: string
}
export interface LockScreenProps {
  post: PostSummary
  /** Resolves true when the password opened the post. */
  unlock: (password: string) => Promise<boolean>
}

export interface ThemeSlots {
  PostCard?: ComponentType<PostCardProps>
  TagChip?: ComponentType<TagChipProps>
  Pagination?: ComponentType<PaginationProps>
  LockScreen?: ComponentType<LockScreenProps>
}

export interface ThemeDefinition {
  id: ThemeId
  /** The theme's own settings, every key prefixed with the theme's name (PLOG_...). */
  config: KeyMap
  layouts: ThemeLayouts
  slots?: ThemeSlots
  /** A theme drawn only for dark backgrounds. */
  forceDark?: boolean
}

export const defineTheme = (theme: ThemeDefinition): ThemeDefinition => theme
