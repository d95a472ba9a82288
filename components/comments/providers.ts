import dynamic from 'next/dynamic'
import type { PublicConfig } from '@/lib/config/types'
import { giscus } from '@/components/comments/Giscus'
import type { ComponentType } from 'react'
import type { CommentProvider, CommentProviderProps } from '@/components/comments/types'
import { utterances } from '@/components/comments/Utterances'

/** Each system's loader code ships in its own chunk, fetched only when that system shows. */
const lazy = (load: () => Promise<{ default: ComponentType<CommentProviderProps> }>) =>
  dynamic(load, { ssr: false })

/**
 * Every comment system, in the order they show. Adding one: a file default-exporting its
 * component, its keys in conf/comments.config.ts, its origins in lib/integrations/services.ts,
 * and a line here.
 */
export const COMMENT_PROVIDERS: readonly CommentProvider[] = [
  giscus,
  utterances,
  {
    id: 'artalk',
    label: 'Artalk',
    isEnabled: (c) => Boolean(c.COMMENT_ARTALK_SERVER),
    Component: lazy(() => import('@/components/comments/Artalk'))
  },
  {
    id: 'twikoo',
    label: 'Twikoo',
    isEnabled: (c) => Boolean(c.COMMENT_TWIKOO_ENV_ID),
    Component: lazy(() => import('@/components/comments/Twikoo'))
  },
  {
    id: 'waline',
    label: 'Waline',
    isEnabled: (c) => Boolean(c.COMMENT_WALINE_SERVER_URL),
    Component: lazy(() => import('@/components/comments/Waline'))
  },
  {
    id: 'valine',
    label: 'Valine',
    isEnabled: (c) => Boolean(c.COMMENT_VALINE_APP_ID && c.COMMENT_VALINE_APP_KEY),
    Component: lazy(() => import('@/components/comments/Valine'))
  },
  {
    id: 'cusdis',
    label: 'Cusdis',
    isEnabled: (c) => Boolean(c.COMMENT_CUSDIS_APP_ID),
    Component: lazy(() => import('@/components/comments/Cusdis'))
  },
  {
    id: 'gitalk',
    label: 'Gitalk',
    isEnabled: (c) => Boolean(c.COMMENT_GITALK_CLIENT_ID && c.COMMENT_GITALK_REPO),
    Component: lazy(() => import('@/components/comments/Gitalk'))
  },
  {
    id: 'webmention',
    label: 'WebMention',
    isEnabled: (c) => c.COMMENT_WEBMENTION_ENABLE,
    Component: lazy(() => import('@/components/comments/WebMention'))
  }
]

export const enabledProviders = (config: PublicConfig): CommentProvider[] =>
  COMMENT_PROVIDERS.filter((provider) => provider.isEnabled(config))
