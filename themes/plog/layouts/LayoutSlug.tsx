import { ArticleBody } from '@/components/article/ArticleBody'
import { ArticleFooter } from '@/components/article/ArticleFooter'
import { Link } from '@/components/Link'
import { ArticleHeader } from '@/components/article/ArticleHeader'
import { TableOfContents } from '@/components/article/TableOfContents'
import { useAnchorScroll } from '@/components/article/use-anchor-scroll'
import { categoryHref } from '@/lib/routing/routes'
import { ARTICLE_WRAPPER_ID } from '@/components/NotFound'
import type { PostProps } from '@/lib/theme/props'
import { useSite } from '@/components/theme/theme-context'
import { ArticleCover } from '@/themes/plog/components/ArticleCover'

const rule = 'mt-10 border-t border-black/10 pt-6 dark:border-white/10'

/**
 * The cover, then a readable column: category, title and meta, the body behind the lock
 * prompt, share bar, Back / Top, prev / next, related posts, comments. A contents rail on xl.
 */
export function LayoutSlug({ post }: PostProps) {
  const site = useSite()
  const { config } = site
  useAnchorScroll()
  const toc = config.POST_TOC_ENABLE && post.toc.length >= 3
  return (
    <article id={ARTICLE_WRAPPER_ID} className="pb-10">
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
                'text-3xl font-bold tracking-tight text-neutral-900 md:text-4xl dark:text-white'
            }}
          />
          <ArticleBody post={post} config={config} />
          <ArticleFooter post={post} classes={{ section: rule, backTop: 'mt-6 text-muted' }} />
        </div>
        {toc && (
          <aside className="hidden xl:col-start-3 xl:block">
            <TableOfContents toc={post.toc} className="sticky top-8 mt-8 text-sm" />
          </aside>
        )}
      </div>
    </article>
  )
}
