import type { ComponentType } from 'react'
import type { CommentSystem } from '@/components/comments/comment-systems'
import type { PublicConfig } from '@/lib/config/types'
import type { PostSummary } from '@/lib/content/types'

export interface CommentProviderProps {
  config: PublicConfig
  post: PostSummary
  /** The page's locale, e.g. 'zh-CN'. */
  lang: string
}

/** One comment system: on when its settings say so, drawn by its component (one file each). */
export interface CommentProvider extends CommentSystem {
  Component: ComponentType<CommentProviderProps>
}
