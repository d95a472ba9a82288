/**
 * The theme contract. A theme is `defineTheme({ conf, layouts, slots, renderer })`: markup and
 * CSS over the shared components; data, routing and behaviour come from lib/ and components/.
 * Layout names follow NotionNext's so its theme docs transfer.
 */
import type { ComponentType, ReactNode } from 'react'
import type { KeyMap } from '@/conf/key'
import type { ThemeConf } from '@/conf/themes/define'
import type { RendererParts } from '@/lib/theme/renderer-parts'
import type { LayoutName, LayoutPropsMap, PageProps } from '@/lib/theme/layout-props'
import type { PostSummary, Tag, TagRef } from '@/lib/content/types'
import type { PreparedBlocks } from '@/lib/body/types'

export type {
  LayoutName,
  LayoutPropsMap,
  NotFoundProps,
  PageProps,
  SearchPageProps,
  ThemeScreenProps
} from '@/lib/theme/layout-props'

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
  /** The start of the post for the renderer, when POST_LIST_PREVIEW is on. */
  preview?: PreparedBlocks | null
}
export interface TagChipProps {
  tag: TagRef | Tag
  /** Shows the count when the tag has one. */
  showCount?: boolean
  active?: boolean
  /** Replaces the chip's shape (corners, padding, text size: components/TagChip's CHIP_SHAPE). */
  className?: string
}
export interface PaginationProps {
  page: number
  pageCount: number
  /** Path of page 1 ('' for the home list). */
  basePath: string
  /** Merged over the pager's own classes (cn). */
  className?: string
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

/** Web fonts a theme loads: rendered once in the page head while the theme is shown. */
export interface ThemeFonts {
  /** Stylesheet URLs (https: or a path on this site), e.g. a font service's CSS. */
  stylesheets?: readonly string[]
  /** Origins to open a connection to early, e.g. 'https://fonts.gstatic.com'. */
  preconnect?: readonly string[]
}

export interface ThemeDefinition<K extends KeyMap = KeyMap> {
  /** The theme's id, settings, menu flags and data needs (conf/themes/<id>.ts). */
  conf: ThemeConf<K>
  layouts: ThemeLayouts
  slots?: ThemeSlots
  /** Parts of the body renderer the theme redraws. */
  renderer?: RendererParts
  fonts?: ThemeFonts
}

export const defineTheme = <K extends KeyMap>(theme: ThemeDefinition<K>): ThemeDefinition<K> =>
  theme
