import type { ComponentType } from 'react'
import type { PublicConfig } from '@/lib/config/types'
import type { PostSummary } from '@/lib/content/types'

export interface CommentProviderProps {
  config: PublicConfig
  post: PostSummary
  /** The page's locale, e.g. 'zh-CN'. */
  lang: string
}

/** One comment system: on when its settings say so, drawn by its component (one file each). */
export interface CommentProvider {
  id: string
  /** The tab's name when several systems are on. */
  label: string
  isEnabled: (config: PublicConfig) => boolean
  Component: ComponentType<CommentProviderProps>
}
