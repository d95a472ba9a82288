import { Link } from '@/components/Link'
import { ArticleFooter } from '@/components/article/ArticleFooter'
import { ArticleHeader } from '@/components/article/ArticleHeader'
import { ArticleLayout } from '@/components/article/ArticleLayout'
import { TableOfContents } from '@/components/article/TableOfContents'
import { categoryHref } from '@/lib/routing/routes'
import type { PostProps } from '@/lib/theme/props'
import { ArticleCover } from '@/themes/plog/components/ArticleCover'

const rule = 'mt-10 border-t border-black/10 pt-6 dark:border-white/10'

/**
 * The cover, then a readable column: category, title and meta, the body behind the lock
 * prompt, share bar, Back / Top, prev / next, related posts, comments. A contents rail on xl.
 */
export function LayoutSlug({ post }: PostProps) {
  return (
    <ArticleLayout post={post} className="pb-10">
      {({ body, config }) => (
        <>
          <ArticleCover post={post} />
          <div className="mx-auto max-w-6xl px-5 xl:grid xl:grid-cols-[11rem_minmax(0,1fr)_11rem] xl:gap-10">
            <div className="xl:col-start-2">
              {post.category && (
                <Link
                  href={categoryHref(post.category)}
                  className="mt-8 inline-block text-xs font-semibold tracking-widest text-neutral-500 uppercase hover:text-neutral-900 dark:text-neutral-400 dark:hover:text-white"
                >
                  {post.category}
                </Link>
              )}
              <ArticleHeader
                post={post}
                className="mt-2 mb-8 text-neutral-500 dark:text-neutral-400"
                classes={{
                  title:
                    'mb-3 text-3xl font-bold tracking-tight text-neutral-900 md:text-4xl dark:text-white'
                }}
              />
              {body}
              <ArticleFooter post={post} classes={{ section: rule, backTop: 'mt-6 text-muted' }} />
            </div>
            {config.POST_TOC_ENABLE && post.toc.length >= 3 && (
              <aside className="hidden xl:col-start-3 xl:block">
                <TableOfContents toc={post.toc} className="sticky top-8 mt-8 text-sm" />
              </aside>
            )}
          </div>
        </>
      )}
    </ArticleLayout>
  )
}
