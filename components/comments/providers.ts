import type { PublicConfig } from '@/lib/config/types'
import { giscus } from '@/components/comments/Giscus'
import type { CommentProvider } from '@/components/comments/types'
import { utterances } from '@/components/comments/Utterances'

/**
 * Every comment system, in the order they show. Adding one: a file exporting a CommentProvider
 * (see Utterances.tsx), its keys in conf/comments.config.ts, and a line here.
 */
export const COMMENT_PROVIDERS: readonly CommentProvider[] = [giscus, utterances]

export const enabledProviders = (config: PublicConfig): CommentProvider[] =>
  COMMENT_PROVIDERS.filter((provider) => provider.isEnabled(config))
