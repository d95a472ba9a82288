import { ArticleBody } from '@/components/article/ArticleBody'
import { useAnchorScroll } from '@/components/article/use-anchor-scroll'
import { ARTICLE_WRAPPER_ID } from '@/components/NotFound'
import { useSite } from '@/components/theme/theme-context'
import type { PostProps } from '@/lib/theme/props'
import { PageTitle } from '@/themes/landing/components/PageTitle'

/**
 * The post's title and body in the padded column (the shared lock screen while it is locked),
 * in its own stacking context so wide tables never draw over the header.
 */
export function LayoutSlug({ post }: PostProps) {
  const { config } = useSite()
  useAnchorScroll()
  return (
    <article id={ARTICLE_WRAPPER_ID} className="isolate">
      <PageTitle>{post.title}</PageTitle>
      <ArticleBody post={post} config={config} />
    </article>
  )
}
