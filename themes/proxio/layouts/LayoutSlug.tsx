import { ArticleLayout } from '@/components/article/ArticleLayout'
import { ArticleShare } from '@/components/article/ArticleShare'
import { Comments } from '@/components/comments/Comments'
import type { PostProps } from '@/lib/theme/props'
import { cn } from '@/lib/style/cn'
import { PageTitle } from '@/themes/proxio/components/PageTitle'

const rule = 'mt-12 border-t border-black/10 pt-8 dark:border-white/10'

/** The banner (title and summary), the body (or the lock screen), the share bar, comments. */
export function LayoutSlug({ post }: PostProps) {
  return (
    <ArticleLayout post={post}>
      {({ body, config }) => (
        <>
          <PageTitle
            eyebrow={[post.category, post.publishDay].filter(Boolean).join(' · ')}
            title={post.title}
            text={post.summary}
          />
          <div
            className={cn('mx-auto w-full px-5 py-12', post.fullWidth ? 'max-w-6xl' : 'max-w-3xl')}
          >
            {body}
            <ArticleShare post={post} className={rule} />
            <Comments post={post} config={config} className={rule} />
          </div>
        </>
      )}
    </ArticleLayout>
  )
}
