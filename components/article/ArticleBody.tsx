import type { ReactNode } from 'react'
import type { Post } from '@/lib/content/types'
import type { PreparedBlocks } from '@/lib/body/types'
import type { NotionRendererProps } from '@/components/notion-renderer'
import { StaticBody } from '@/components/notion-renderer/StaticBody'
import { AiSummary, type AiSummaryClasses } from '@/components/article/AiSummary'
import { PasswordGate } from '@/components/PasswordGate'

export interface ArticleBodyProps {
  post: Post
  config: NotionRendererProps['config']
  /** Restyles the AI summary card shown above the body when the post has one. */
  summaryClasses?: AiSummaryClasses
  /** Drawn over the body once it is open (a locked post's after its password): a player... */
  before?: (body: PreparedBlocks) => ReactNode
}

/**
 * A post's body: rendered when open (kept as the server drew it where it needs no renderer:
 * StaticBody), behind the password screen (and opened there) when locked.
 */
export function ArticleBody({ post, config, summaryClasses, before }: ArticleBodyProps) {
  return (
    <>
      {post.aiSummary ? <AiSummary summary={post.aiSummary} classes={summaryClasses} /> : null}
      <PasswordGate post={post}>
        {(open) => (
          <>
            {before?.(open.body)}
            <StaticBody body={open.body} config={config} />
          </>
        )}
      </PasswordGate>
    </>
  )
}
