import { ArticleLayout } from '@/components/article/ArticleLayout'
import type { PostProps } from '@/lib/theme/props'
import { PageTitle } from '@/themes/landing/components/PageTitle'

/**
 * The post's title and body in the padded column (the shared lock screen while it is locked),
 * in its own stacking context so wide tables never draw over the header.
 */
export function LayoutSlug({ post }: PostProps) {
  return (
    <ArticleLayout post={post} className="isolate">
      {({ body }) => (
        <>
          <PageTitle>{post.title}</PageTitle>
          {body}
        </>
      )}
    </ArticleLayout>
  )
}
