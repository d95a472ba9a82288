import { ArticleLayout } from '@/components/article/ArticleLayout'
import { ArticleShare } from '@/components/article/ArticleShare'
import { PrevNext } from '@/components/article/PrevNext'
import { RelatedPosts } from '@/components/article/RelatedPosts'
import { Comments } from '@/components/comments/Comments'
import { AdSlot } from '@/components/integrations/AdSlot'
import { WWAds } from '@/components/integrations/WWAds'
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
  const simple = useSimpleConfig()
  const isPost = post.type === 'Post'
  return (
    <ArticleLayout post={post}>
      {({ body, config }) => (
        <>
          <ArticleInfo post={post} />
          <WWAds config={config} className="mb-6" />
          {body}
          <ArticleShare post={post} className={section} />
          <AdSlot config={config} />
          {isPost && (
            <PrevNext
              prev={post.prev}
              next={post.next}
              className={section}
              classes={{ link: `hover:underline ${LINK_HOVER}` }}
            />
          )}
          {isPost && simple.SIMPLE_ARTICLE_RECOMMEND_POSTS && (
            <RelatedPosts posts={post.related} className={section} />
          )}
          <Comments post={post} config={config} className={section} />
        </>
      )}
    </ArticleLayout>
  )
}
