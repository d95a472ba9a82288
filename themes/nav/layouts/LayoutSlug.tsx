import { ArticleLayout } from '@/components/article/ArticleLayout'
import { AdSlot } from '@/components/integrations/AdSlot'
import { PostIcon } from '@/components/article/PostIcon'
import { TableOfContents } from '@/components/article/TableOfContents'
import { Comments } from '@/components/comments/Comments'
import { useSite } from '@/components/theme/theme-context'
import type { PostProps } from '@/lib/theme/props'
import { showToc } from '@/lib/body/table-of-contents'
import { CARD } from '@/themes/nav/components/styles'

/**
 * A page of its own: icon and title, the body (or the shared lock screen) and comments in a
 * white card; its contents in a rail on wide screens (LayoutBase puts the phone's button).
 */
export function LayoutSlug({ post }: PostProps) {
  const { config } = useSite()
  const toc = config.POST_TOC_ENABLE && showToc(post.toc)
  return (
    <ArticleLayout
      post={post}
      className={`${CARD} min-w-0 flex-1 px-5 py-8 md:px-10`}
      frame={(article) => (
        <div className="mx-auto flex max-w-6xl gap-8">
          {article}
          {toc && (
            <aside className="hidden w-60 shrink-0 lg:block">
              <TableOfContents
                toc={post.toc}
                className={`${CARD} sticky top-20 p-4 text-sm`}
                classes={{ current: 'text-sky-700 dark:text-sky-300' }}
              />
            </aside>
          )}
        </div>
      )}
    >
      {({ body }) => (
        <>
          <h1 className="mb-8 text-3xl font-bold tracking-tight text-neutral-900 md:text-4xl dark:text-white">
            <PostIcon icon={post.icon} className="mr-1 h-9 w-9 align-middle" />
            {post.title}
          </h1>
          {body}
          <AdSlot config={config} />
          <Comments
            post={post}
            config={config}
            className="mt-10 border-t border-neutral-200 pt-6 dark:border-neutral-700"
          />
        </>
      )}
    </ArticleLayout>
  )
}
