import { ArticleLayout } from '@/components/article/ArticleLayout'
import { ArticleShare } from '@/components/article/ArticleShare'
import { PrevNext } from '@/components/article/PrevNext'
import { RelatedPosts } from '@/components/article/RelatedPosts'
import { Comments } from '@/components/comments/Comments'
import type { PostProps } from '@/lib/theme/props'
import { cn } from '@/lib/style/cn'
import { CONTAINER_BOX } from '@/themes/starter/components/styles'

const section = 'mt-10 border-t border-[#DFE4EA] pt-8 dark:border-white/10'

/** The article under its banner: body (or the lock screen), share, related, prev / next, comments. */
export function LayoutSlug({ post }: PostProps) {
  const isPost = post.type !== 'Page'
  return (
    <ArticleLayout
      post={post}
      className={cn(CONTAINER_BOX, 'py-14', post.fullWidth ? 'max-w-6xl' : 'max-w-3xl')}
    >
      {({ body, config }) => (
        <>
          {body}
          <ArticleShare post={post} className={section} />
          {isPost && <RelatedPosts posts={post.related} className={section} />}
          {isPost && <PrevNext prev={post.prev} next={post.next} className={section} />}
          <Comments post={post} config={config} className={section} />
        </>
      )}
    </ArticleLayout>
  )
}
