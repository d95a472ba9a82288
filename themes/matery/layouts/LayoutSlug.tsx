import { ArticleLayout } from '@/components/article/ArticleLayout'
import { ArticleShare } from '@/components/article/ArticleShare'
import { CopyrightNotice } from '@/components/article/CopyrightNotice'
import { PrevNext } from '@/components/article/PrevNext'
import { RelatedPosts } from '@/components/article/RelatedPosts'
import { Comments } from '@/components/comments/Comments'
import type { PostProps } from '@/lib/theme/props'
import { showToc } from '@/lib/body/table-of-contents'
import { cn } from '@/lib/style/cn'
import { useMateryConfig } from '@/themes/matery/config'
import { ArticleInfo } from '@/themes/matery/components/ArticleInfo'
import { HomeNotice } from '@/themes/matery/components/HomeNotice'
import { CARD } from '@/themes/matery/components/styles'
import { TocRail } from '@/themes/matery/components/TocRail'

const section = 'mt-8 border-t border-black/10 pt-6 dark:border-white/10'
const neighbour = `${CARD} max-w-[calc(50%-0.5rem)] flex-1 p-4 text-base font-medium text-neutral-800 transition-shadow hover:no-underline hover:shadow-xl dark:text-neutral-100`

/**
 * The floating article card: info, body, share, copyright, comments; under it the previous and
 * next posts, related posts and the notice; the contents rail beside it on wide screens.
 */
export function LayoutSlug({ post }: PostProps) {
  const matery = useMateryConfig()
  const isPost = post.type !== 'Page'
  const toc = matery.MATERY_WIDGET_TOC && showToc(post.toc) ? post.toc : null
  return (
    <ArticleLayout
      post={post}
      className={cn(CARD, 'px-5 py-8 md:px-10')}
      frame={(article) => (
        <div className="flex items-start gap-6">
          <div className="min-w-0 flex-1">
            {article}
            {isPost && matery.MATERY_ARTICLE_ADJACENT && (
              <PrevNext
                prev={post.prev}
                next={post.next}
                className="mt-6 items-stretch"
                classes={{ link: neighbour }}
              />
            )}
            {isPost && matery.MATERY_ARTICLE_RECOMMEND && post.related.length > 0 && (
              <RelatedPosts posts={post.related} className={cn(CARD, 'mt-6 p-5')} />
            )}
            <div className="mt-6">
              <HomeNotice />
            </div>
          </div>
          {toc && <TocRail toc={toc} />}
        </div>
      )}
    >
      {({ body, config }) => (
        <>
          {isPost && <ArticleInfo post={post} />}
          {body}
          <ArticleShare post={post} className={section} />
          {isPost && matery.MATERY_ARTICLE_COPYRIGHT && (
            <CopyrightNotice
              post={post}
              classes={{
                root: 'mt-8 rounded-md border-l-4 border-indigo-700 bg-indigo-50 p-4 text-indigo-950 dark:border-indigo-400 dark:bg-indigo-950/60 dark:text-indigo-50'
              }}
            />
          )}
          <Comments post={post} config={config} className={section} />
        </>
      )}
    </ArticleLayout>
  )
}
