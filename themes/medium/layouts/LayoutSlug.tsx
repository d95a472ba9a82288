import { ArticleBody } from '@/components/article/ArticleBody'
import { PrevNext } from '@/components/article/PrevNext'
import { ShareBar } from '@/components/article/ShareBar'
import { useAnchorScroll } from '@/components/article/use-anchor-scroll'
import { Comments } from '@/components/comments/Comments'
import { ARTICLE_WRAPPER_ID } from '@/components/NotFound'
import { useSite } from '@/components/theme/theme-context'
import type { PostProps } from '@/lib/theme/props'
import { useMediumConfig } from '@/themes/medium/config'
import { ArticleInfo } from '@/themes/medium/components/ArticleInfo'
import { PostMinis } from '@/themes/medium/components/PostMinis'
import { RULE } from '@/themes/medium/components/styles'

const rule = `mt-10 border-t pt-6 ${RULE}`

/**
 * The article: its head, the body (or the lock screen), the share bar, its category and tags,
 * the neighbouring posts and the comments. The contents live in the right panel and, on phones,
 * in the bottom bar's drawer.
 */
export function LayoutSlug({ post }: PostProps) {
  const { config } = useSite()
  const medium = useMediumConfig()
  useAnchorScroll()
  return (
    <article id={ARTICLE_WRAPPER_ID} className="mx-auto max-w-3xl">
      <ArticleInfo post={post} />
      <ArticleBody post={post} config={config} />
      {config.POST_SHARE_BAR_ENABLE && <ShareBar post={post} link={config.LINK} className={rule} />}
      <PostMinis
        post={post}
        category={medium.MEDIUM_POST_DETAIL_CATEGORY}
        tags={medium.MEDIUM_POST_DETAIL_TAG}
        className="mt-6"
      />
      {post.type === 'Post' && (
        <PrevNext
          prev={post.prev}
          next={post.next}
          className={rule}
          classes={{ link: 'hover:text-[#1a8917] dark:hover:text-green-400' }}
        />
      )}
      <Comments post={post} config={config} className={rule} />
    </article>
  )
}
