import { ArticleBody } from '@/components/article/ArticleBody'
import { ArticleHeader } from '@/components/article/ArticleHeader'
import { BackTop } from '@/components/article/BackTop'
import { ShareBar } from '@/components/article/ShareBar'
import { TableOfContents } from '@/components/article/TableOfContents'
import { useAnchorScroll } from '@/components/article/use-anchor-scroll'
import { Comments } from '@/components/comments/Comments'
import { ARTICLE_WRAPPER_ID } from '@/components/NotFound'
import type { PostProps } from '@/lib/theme/props'
import { useSite } from '@/components/theme/theme-context'

const rule = 'mt-10 border-t border-black/10 pt-6 dark:border-white/10'

/**
 * Title, author, date and tags; the body (or the lock prompt); share bar; Back / Top; comments.
 * On lg a contents rail hangs to the right of the column when the post has enough headings.
 */
export function LayoutSlug({ post }: PostProps) {
  const { config } = useSite()
  useAnchorScroll()
  return (
    <article id={ARTICLE_WRAPPER_ID}>
      <ArticleHeader
        post={post}
        className="mb-8 text-neutral-500 dark:text-neutral-400"
        classes={{ title: 'font-bold tracking-tight text-neutral-900 dark:text-white' }}
      />
      <ArticleBody post={post} config={config} />
      {config.POST_SHARE_BAR_ENABLE && <ShareBar post={post} link={config.LINK} className={rule} />}
      <BackTop backPath={config.POST_BACK_PATH} className="mt-8 text-muted" />
      <Comments post={post} config={config} className={rule} />
      {config.POST_TOC_ENABLE && (
        <aside className="absolute inset-y-0 left-full ml-8 hidden w-52 lg:block">
          <TableOfContents
            toc={post.toc}
            className="sticky top-24 text-neutral-600 dark:text-neutral-400"
          />
        </aside>
      )}
    </article>
  )
}
