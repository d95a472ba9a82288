import { Link } from '@/components/Link'
import { ArticleFooter } from '@/components/article/ArticleFooter'
import { ArticleLayout } from '@/components/article/ArticleLayout'
import { ArticleMeta } from '@/components/article/ArticleMeta'
import { categoryHref } from '@/lib/routing/routes'
import type { PostProps } from '@/lib/theme/props'

const rule = 'mt-10 border-t border-neutral-200 pt-6 dark:border-neutral-800'

/**
 * Meta (category, author, day, tags, views), body (or the lock screen), share bar, Back / Top,
 * prev / next, related posts and comments. The table of contents is in the sidebar.
 */
export function LayoutSlug({ post }: PostProps) {
  return (
    <ArticleLayout post={post}>
      {({ body }) => (
        <>
          <div className="mb-6 flex flex-wrap items-center gap-3 text-sm text-muted">
            {post.category && (
              <Link href={categoryHref(post.category)} className="hover:underline">
                {post.category}
              </Link>
            )}
            <ArticleMeta post={post} />
          </div>
          {body}
          <ArticleFooter post={post} classes={{ section: rule, backTop: 'mt-6' }} />
        </>
      )}
    </ArticleLayout>
  )
}
