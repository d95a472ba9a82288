import { TableOfContents } from '@/components/article/TableOfContents'
import { CategoryList } from '@/components/widgets/CategoryList'
import { LatestPosts } from '@/components/widgets/LatestPosts'
import { NoticeCard } from '@/components/widgets/NoticeCard'
import type { PageProps } from '@/lib/theme/layout-props'
import { useSite } from '@/components/theme/theme-context'
import { useExampleConfig } from '@/themes/example/config'

const heading = 'mb-2 text-sm font-semibold uppercase tracking-wide text-muted'

/** Categories with counts, latest posts and the notice. */
export function SideBar({ page, className }: { page: PageProps; className: string }) {
  const site = useSite()
  const config = useExampleConfig()
  const onPost = page.layout === 'LayoutSlug'
  const showNotice = !(onPost && config.EXAMPLE_ARTICLE_HIDDEN_NOTIFICATION)
  return (
    <aside className={`space-y-8 md:sticky md:top-4 md:self-start ${className}`}>
      {page.layout === 'LayoutSlug' && site.config.POST_TOC_ENABLE && (
        <TableOfContents toc={page.post.toc} />
      )}
      <CategoryList classes={{ heading }} />
      <LatestPosts classes={{ heading }} />
      {showNotice && (
        <NoticeCard show="summary" heading="label" classes={{ heading, body: 'text-sm' }} />
      )}
    </aside>
  )
}
