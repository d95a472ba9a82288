import { ArticleLayout } from '@/components/article/ArticleLayout'
import { ArticleShare } from '@/components/article/ArticleShare'
import { Breadcrumbs } from '@/components/article/Breadcrumbs'
import { PostIcon } from '@/components/article/PostIcon'
import { PrevNext } from '@/components/article/PrevNext'
import { Comments } from '@/components/comments/Comments'
import type { Post } from '@/lib/content/types'

const rule = 'mt-10 border-t border-neutral-200 pt-6 dark:border-neutral-800'

/**
 * A page of the docs: where it sits (home, its folder; not on the home page itself), icon and title, body (or the lock
 * screen), share bar, prev / next, comments.
 */
export function DocArticle({ post, home = false }: { post: Post; home?: boolean }) {
  return (
    <ArticleLayout post={post}>
      {({ body, config }) => (
        <>
          {!home && (
            <Breadcrumbs
              post={post}
              className="mb-3 text-neutral-500 dark:text-neutral-400"
              classes={{
                link: 'hover:text-emerald-700 dark:hover:text-yellow-300',
                current: 'text-neutral-700 dark:text-neutral-200'
              }}
            />
          )}
          <h1 className="mb-6 text-3xl font-bold tracking-tight md:text-4xl">
            <PostIcon icon={post.icon} className="mr-1" />
            {post.title}
          </h1>
          {body}
          <ArticleShare post={post} className={rule} />
          {post.type === 'Post' && (
            <PrevNext
              prev={post.prev}
              next={post.next}
              className={rule}
              classes={{
                link: 'hover:text-emerald-700 hover:underline dark:hover:text-yellow-300'
              }}
            />
          )}
          <Comments post={post} config={config} className={rule} />
        </>
      )}
    </ArticleLayout>
  )
}
