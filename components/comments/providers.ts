import dynamic from 'next/dynamic'
import type { ComponentType } from 'react'
import { GiscusComments } from '@/components/comments/Giscus'
import { COMMENT_SYSTEMS, type CommentSystemId } from '@/components/comments/comment-systems'
import type { CommentProvider, CommentProviderProps } from '@/components/comments/types'
import { UtterancesComments } from '@/components/comments/Utterances'
import type { PublicConfig } from '@/lib/config/types'

/** Each system's loader code ships in its own chunk, fetched only when that system shows. */
const lazy = (load: () => Promise<{ default: ComponentType<CommentProviderProps> }>) =>
  dynamic(load, { ssr: false })

/**
 * Each comment system's component. Adding a system: a file default-exporting its component, its
 * line in comment-systems.ts, its keys in conf/comments.config.ts, its origins in
 * lib/integrations/services.ts, and a line here.
 */
const COMPONENTS: Record<CommentSystemId, ComponentType<CommentProviderProps>> = {
  giscus: GiscusComments,
  utterances: UtterancesComments,
  artalk: lazy(() => import('@/components/comments/Artalk')),
  twikoo: lazy(() => import('@/components/comments/Twikoo')),
  waline: lazy(() => import('@/components/comments/Waline')),
  valine: lazy(() => import('@/components/comments/Valine')),
  cusdis: lazy(() => import('@/components/comments/Cusdis')),
  gitalk: lazy(() => import('@/components/comments/Gitalk')),
  webmention: lazy(() => import('@/components/comments/WebMention'))
}

/** Every comment system, in the order they show, with its component. */
export const COMMENT_PROVIDERS: readonly CommentProvider[] = COMMENT_SYSTEMS.map((system) => ({
  ...system,
  Component: COMPONENTS[system.id]
}))

export const enabledProviders = (config: PublicConfig): CommentProvider[] =>
  COMMENT_PROVIDERS.filter((provider) => provider.isEnabled(config))
