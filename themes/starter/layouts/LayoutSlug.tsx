import { ArticleBody } from '@/components/article/ArticleBody'
import { PrevNext } from '@/components/article/PrevNext'
import { RelatedPosts } from '@/components/article/RelatedPosts'
import { ShareBar } from '@/components/article/ShareBar'
import { useAnchorScroll } from '@/components/article/use-anchor-scroll'
import { Comments } from '@/components/comments/Comments'
import { ARTICLE_WRAPPER_ID } from '@/components/NotFound'
import { useSite } from '@/components/theme/theme-context'
import type { PostProps } from '@/lib/theme/props'
import { cn } from '@/lib/style/cn'
import { CONTAINER } from '@/themes/starter/components/styles'

const section = 'mt-10 border-t border-[#DFE4EA] pt-8 dark:border-white/10'

/** The article under its banner: body (or the lock screen), share, related, prev / next, comments. */
export function LayoutSlug({ post }: PostProps) {
  const { config } = useSite()
  const isPost = post.type !== 'Page'
  useAnchorScroll()
  return (
    <article
      id={ARTICLE_WRAPPER_ID}
      className={cn(CONTAINER, 'py-14', post.fullWidth ? 'max-w-6xl' : 'max-w-3xl')}
    >
      <ArticleBody post={post} config={config} />
      {config.POST_SHARE_BAR_ENABLE && (
        <ShareBar post={post} link={config.LINK} className={section} />
      )}
      {isPost && <RelatedPosts posts={post.related} className={section} />}
      {isPost && <PrevNext prev={post.prev} next={post.next} className={section} />}
      <Comments post={post} config={config} className={section} />
    </article>
  )
}
