import { Link } from '@/components/Link'
import { ArticleBody } from '@/components/article/ArticleBody'
import { ArticleFooter } from '@/components/article/ArticleFooter'
import { ArticleMeta } from '@/components/article/ArticleMeta'
import { useAnchorScroll } from '@/components/article/use-anchor-scroll'
import { categoryHref } from '@/lib/routing/routes'
import { ARTICLE_WRAPPER_ID } from '@/components/NotFound'
import type { PostProps } from '@/lib/theme/props'
import { useSite } from '@/components/theme/theme-context'

const rule = 'mt-10 border-t border-neutral-200 pt-6 dark:border-neutral-800'

/**
 * Meta (category, author, day, tags, views), body (or the lock screen), share bar, Back / Top,
 * prev / next, related posts and comments. The table of contents is in the sidebar.
 */
export function LayoutSlug({ post }: PostProps) {
  const site = useSite()
  const { config } = site
  useAnchorScroll()
  return (
    <article id={ARTICLE_WRAPPER_ID}>
      <div className="mb-6 flex flex-wrap items-center gap-3 text-sm text-muted">
        {post.category && (
          <Link href={categoryHref(post.category)} className="hover:underline">
            {post.category}
          </Link>
        )}
        <ArticleMeta post={post} />
      </div>
      <ArticleBody post={post} config={config} />
      <ArticleFooter post={post} classes={{ section: rule, backTop: 'mt-6' }} />
    </article>
  )
}
