import { ArticleBody } from '@/components/article/ArticleBody'
import { useSite } from '@/components/theme/theme-context'
import type { AccountScreenProps } from '@/lib/content/layout-props'

/** The owner's Notion page with the slug `dashboard`, under the member's profile; else nothing. */
export function DashboardPage({
  post,
  className
}: Pick<AccountScreenProps, 'post'> & { className?: string }) {
  const { config } = useSite()
  if (!post) return null
  return (
    <div data-accounts-page className={className}>
      <ArticleBody post={post} config={config} />
    </div>
  )
}
