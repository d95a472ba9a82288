import { ArticleBody } from '@/components/article/ArticleBody'
import { PostIcon } from '@/components/article/PostIcon'
import { PrevNext } from '@/components/article/PrevNext'
import { ShareBar } from '@/components/article/ShareBar'
import { useAnchorScroll } from '@/components/article/use-anchor-scroll'
import { Comments } from '@/components/comments/Comments'
import { ARTICLE_WRAPPER_ID } from '@/components/NotFound'
import type { Post } from '@/lib/content/types'
import { useSite } from '@/components/theme/theme-context'

const rule = 'mt-10 border-t border-neutral-200 pt-6 dark:border-neutral-800'

/** A page of the docs: icon and title, body (or the lock screen), share bar, prev / next, comments. */
export function DocArticle({ post }: { post: Post }) {
  const { config } = useSite()
  useAnchorScroll()
  return (
    <article id={ARTICLE_WRAPPER_ID}>
      <h1 className="mb-6 text-3xl font-bold tracking-tight md:text-4xl">
        <PostIcon icon={post.icon} className="mr-1" />
        {post.title}
      </h1>
      <ArticleBody post={post} config={config} />
      {config.POST_SHARE_BAR_ENABLE && <ShareBar post={post} link={config.LINK} className={rule} />}
      {post.type === 'Post' && (
        <PrevNext
          prev={post.prev}
          next={post.next}
          className={rule}
          classes={{ link: 'hover:text-emerald-700 dark:hover:text-yellow-300' }}
        />
      )}
      <Comments post={post} config={config} className={rule} />
    </article>
  )
}
