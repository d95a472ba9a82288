import { ArticleBody } from '@/components/article/ArticleBody'
import { ShareBar } from '@/components/article/ShareBar'
import { useAnchorScroll } from '@/components/article/use-anchor-scroll'
import { Comments } from '@/components/comments/Comments'
import { ARTICLE_WRAPPER_ID } from '@/components/NotFound'
import { useSite } from '@/components/theme/theme-context'
import type { PostProps } from '@/lib/theme/props'
import { cn } from '@/lib/style/cn'
import { PageTitle } from '@/themes/proxio/components/PageTitle'

const rule = 'mt-12 border-t border-black/10 pt-8 dark:border-white/10'

/** The banner (title and summary), the body (or the lock screen), the share bar, comments. */
export function LayoutSlug({ post }: PostProps) {
  const { config } = useSite()
  useAnchorScroll()
  return (
    <article id={ARTICLE_WRAPPER_ID}>
      <PageTitle
        eyebrow={[post.category, post.publishDay].filter(Boolean).join(' · ')}
        title={post.title}
        text={post.summary}
      />
      <div className={cn('mx-auto w-full px-5 py-12', post.fullWidth ? 'max-w-6xl' : 'max-w-3xl')}>
        <ArticleBody post={post} config={config} />
        {config.POST_SHARE_BAR_ENABLE && (
          <ShareBar post={post} link={config.LINK} className={rule} />
        )}
        <Comments post={post} config={config} className={rule} />
      </div>
    </article>
  )
}
