import { PostIcon } from '@/components/article/PostIcon'
import type { PostSummary } from '@/lib/content/types'
import { useMessages } from '@/lib/i18n/use-messages'
import { PostMeta } from '@/themes/simple/components/PostMeta'
import { MUTED } from '@/themes/simple/components/styles'

/** The article's title over its meta line and the day it was last edited. */
export function ArticleInfo({ post }: { post: PostSummary }) {
  const t = useMessages()
  return (
    <header className="mb-8 space-y-3">
      <h1 className="text-3xl font-bold text-[#276077] dark:text-[#7cc5dd]">
        <PostIcon icon={post.icon} />
        {post.title}
      </h1>
      <PostMeta post={post} />
      {post.type === 'Post' && (
        <p className={`text-sm ${MUTED}`}>
          {t.POST.LAST_EDITED}{' '}
          <time dateTime={post.lastEdited} data-part="last-edited">
            {post.lastEditedDay}
          </time>
        </p>
      )}
    </header>
  )
}
