import { ArticleHeader } from '@/components/article/ArticleHeader'
import { ArticleLayout } from '@/components/article/ArticleLayout'
import { ArticleShare } from '@/components/article/ArticleShare'
import { BackTop } from '@/components/article/BackTop'
import { TableOfContents } from '@/components/article/TableOfContents'
import { Comments } from '@/components/comments/Comments'
import type { PostProps } from '@/lib/theme/props'

const rule = 'mt-10 border-t border-black/10 pt-6 dark:border-white/10'

/**
 * Title, author, date and tags; the body (or the lock prompt); share bar; Back / Top; comments.
 * On lg a contents rail hangs to the right of the column when the post has enough headings.
 */
export function LayoutSlug({ post }: PostProps) {
  return (
    <ArticleLayout post={post}>
      {({ body, config }) => (
        <>
          <ArticleHeader
            post={post}
            className="mb-8 text-neutral-500 dark:text-neutral-400"
            classes={{
              title: 'mb-3 text-3xl font-bold tracking-tight text-neutral-900 dark:text-white'
            }}
          />
          {body}
          <ArticleShare post={post} className={rule} />
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
        </>
      )}
    </ArticleLayout>
  )
}
