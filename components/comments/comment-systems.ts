import type { PublicConfig } from '@/lib/config/types'

/** The element comments are drawn in, which a "comments" button scrolls to. */
export const COMMENT_ANCHOR = 'comment'

/** One comment system's name and when it is on; its component is in providers.ts. */
export interface CommentSystem {
  id: string
  /** The tab's name when several systems are on. */
  label: string
  isEnabled: (config: PublicConfig) => boolean
}

/**
 * Every comment system, in the order they show, without their components: what a page that only
 * asks whether a post has comments (a floating "comments" button) needs, so it loads none of them.
 */
export const COMMENT_SYSTEMS = [
  { id: 'giscus', label: 'Giscus', isEnabled: (c) => Boolean(c.COMMENT_GISCUS_REPO) },
  { id: 'utterances', label: 'Utterances', isEnabled: (c) => Boolean(c.COMMENT_UTTERANCES_REPO) },
  { id: 'artalk', label: 'Artalk', isEnabled: (c) => Boolean(c.COMMENT_ARTALK_SERVER) },
  { id: 'twikoo', label: 'Twikoo', isEnabled: (c) => Boolean(c.COMMENT_TWIKOO_ENV_ID) },
  { id: 'waline', label: 'Waline', isEnabled: (c) => Boolean(c.COMMENT_WALINE_SERVER_URL) },
  {
    id: 'valine',
    label: 'Valine',
    isEnabled: (c) => Boolean(c.COMMENT_VALINE_APP_ID && c.COMMENT_VALINE_APP_KEY)
  },
  { id: 'cusdis', label: 'Cusdis', isEnabled: (c) => Boolean(c.COMMENT_CUSDIS_APP_ID) },
  {
    id: 'gitalk',
    label: 'Gitalk',
    isEnabled: (c) => Boolean(c.COMMENT_GITALK_CLIENT_ID && c.COMMENT_GITALK_REPO)
  },
  { id: 'webmention', label: 'WebMention', isEnabled: (c) => c.COMMENT_WEBMENTION_ENABLE }
] as const satisfies readonly CommentSystem[]

export type CommentSystemId = (typeof COMMENT_SYSTEMS)[number]['id']

/** Whether any comment system is on. */
export const hasComments = (config: PublicConfig): boolean =>
  COMMENT_SYSTEMS.some((system) => system.isEnabled(config))
