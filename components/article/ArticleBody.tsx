import type { Post } from '@/lib/content/types'
import { NotionRenderer, type NotionRendererProps } from '@/components/notion-renderer'
import { PasswordGate } from '@/components/PasswordGate'

export interface ArticleBodyProps {
  post: Post
  config: NotionRendererProps['config']
}

/** A post's body: rendered when open, behind the password screen (and opened there) when locked. */
export function ArticleBody({ post, config }: ArticleBodyProps) {
  return (
    <PasswordGate post={post}>
      {(open) => <NotionRenderer body={open.body} config={config} />}
    </PasswordGate>
  )
}
