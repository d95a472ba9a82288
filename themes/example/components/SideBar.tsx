import { Link } from '@/components/Link'
import { TableOfContents } from '@/components/article/TableOfContents'
import { categoryHref } from '@/components/CategoryIndex'
import type { PageProps } from '@/lib/content/layout-props'
import { useMessages } from '@/lib/i18n/use-messages'
import { useSite } from '@/components/theme/theme-context'
import { useExampleConfig } from '@/themes/example/config'

const heading = 'mb-2 text-sm font-semibold uppercase tracking-wide text-neutral-500'

/** Categories with counts, latest posts and the notice. */
export function SideBar({ page, className }: { page: PageProps; className: string }) {
  const site = useSite()
  const t = useMessages()
  const config = useExampleConfig()
  const onPost = page.layout === 'LayoutSlug'
  const showNotice = site.notice && !(onPost && config.EXAMPLE_ARTICLE_HIDDEN_NOTIFICATION)
  return (
    <aside className={`space-y-8 md:sticky md:top-4 md:self-start ${className}`}>
      {page.layout === 'LayoutSlug' && site.config.POST_TOC_ENABLE && (
        <TableOfContents toc={page.post.toc} />
      )}
      {site.categories.length > 0 && (
        <section>
          <h2 className={heading}>{t.COMMON.CATEGORIES}</h2>
          <ul className="space-y-1 text-sm">
            {site.categories.map((c) => (
              <li key={c.name} className="flex justify-between">
                <Link href={categoryHref(c.name)} className="hover:underline">
                  {c.name}
                </Link>
                <span className="text-neutral-500">{c.count}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {site.latestPosts.length > 0 && (
        <section>
          <h2 className={heading}>{t.COMMON.LATEST_POSTS}</h2>
          <ul className="space-y-1 text-sm">
            {site.latestPosts.map((p) => (
              <li key={p.id}>
                <Link href={p.href} target={p.target} className="hover:underline">
                  {p.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {showNotice && site.notice && (
        <section>
          <h2 className={heading}>{t.COMMON.ANNOUNCEMENT}</h2>
          <p className="text-sm">{site.notice.post.summary ?? site.notice.post.title}</p>
        </section>
      )}
    </aside>
  )
}
