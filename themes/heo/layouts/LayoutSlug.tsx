import { ArticleLayout } from '@/components/article/ArticleLayout'
import { ArticleShare } from '@/components/article/ArticleShare'
import { CopyrightNotice } from '@/components/article/CopyrightNotice'
import { PrevNext } from '@/components/article/PrevNext'
import { RelatedPosts } from '@/components/article/RelatedPosts'
import { Comments } from '@/components/comments/Comments'
import type { PostProps } from '@/lib/theme/props'
import { cn } from '@/lib/style/cn'
import { useHeoConfig } from '@/themes/heo/config'
import { CARD, CARD_BORDER } from '@/themes/heo/components/styles'

const section = 'mt-8 border-t border-[#e3e8f7] pt-6 dark:border-[#42444a]'

/** The article card: body, share, copyright, related posts, prev / next, comments. */
export function LayoutSlug({ post }: PostProps) {
  const heo = useHeoConfig()
  const isPost = post.type !== 'Page'
  return (
    <ArticleLayout post={post} className={cn(CARD, 'px-5 py-8 md:px-10')}>
      {({ body, config }) => (
        <>
          {body}
          <ArticleShare post={post} className={section} />
          {isPost && heo.HEO_ARTICLE_COPYRIGHT && (
            <CopyrightNotice
              post={post}
              classes={{
                root: cn(
                  CARD_BORDER,
                  'mt-8 rounded-xl border-l-4 border-l-[#4f65f0] bg-[#f7f9fe] px-5 py-4 shadow-none dark:border-l-[#ca8a04] dark:bg-[#18171d]'
                )
              }}
            />
          )}
          {isPost && heo.HEO_ARTICLE_ADJACENT && (
            <PrevNext prev={post.prev} next={post.next} className={section} />
          )}
          {isPost && heo.HEO_ARTICLE_RECOMMEND && (
            <RelatedPosts posts={post.related} className={section} />
          )}
          <Comments post={post} config={config} className={section} />
        </>
      )}
    </ArticleLayout>
  )
}
