import { ArticleBody } from '@/components/article/ArticleBody'
import { PrevNext } from '@/components/article/PrevNext'
import { RelatedPosts } from '@/components/article/RelatedPosts'
import { ShareBar } from '@/components/article/ShareBar'
import { useAnchorScroll } from '@/components/article/use-anchor-scroll'
import { Comments } from '@/components/comments/Comments'
import { AdSlot } from '@/components/integrations/AdSlot'
import { WWAds } from '@/components/integrations/WWAds'
import { ARTICLE_WRAPPER_ID } from '@/components/NotFound'
import { useSite } from '@/components/theme/theme-context'
import type { PostProps } from '@/lib/theme/props'
import { useSimpleConfig } from '@/themes/simple/config'
import { ArticleInfo } from '@/themes/simple/components/ArticleInfo'
import { LINK_HOVER, RULE } from '@/themes/simple/components/styles'

const section = `mt-10 border-t pt-6 ${RULE}`

/**
 * Title and meta; the body (or the lock prompt); share bar and an ad; for posts, prev / next and
 * related posts; comments.
 */
export function LayoutSlug({ post }: PostProps) {
  const { config } = useSite()
  const simple = useSimpleConfig()
  useAnchorScroll()
  const isPost = post.type === 'Post'
  return (
    <article id={ARTICLE_WRAPPER_ID}>
      <ArticleInfo post={post} />
      <WWAds config={config} className="mb-6" />
      <ArticleBody post={post} config={config} />
      {config.POST_SHARE_BAR_ENABLE && (
        <ShareBar post={post} link={config.LINK} className={section} />
      )}
      <AdSlot config={config} />
      {isPost && (
        <PrevNext
          prev={post.prev}
          next={post.next}
          className={section}
          classes={{ link: LINK_HOVER }}
        />
      )}
      {isPost && simple.SIMPLE_ARTICLE_RECOMMEND_POSTS && (
        <RelatedPosts posts={post.related} className={section} />
      )}
      <Comments post={post} config={config} className={section} />
    </article>
  )
}
