import { Link } from '@/components/Link'
import { useSite } from '@/components/theme/theme-context'
import type { PostSummary } from '@/lib/content/types'
import { useMessages } from '@/lib/i18n/use-messages'
import { breadcrumbJsonLd, postBreadcrumbs } from '@/lib/seo/breadcrumbs'
import { cn, type ClassSlots } from '@/lib/style/cn'

export type BreadcrumbsClasses = ClassSlots<'list' | 'link' | 'current'>

/**
 * Where an article sits: home, its category, the article (the current page), as a navigation
 * landmark, with the same trail for search engines as a BreadcrumbList.
 */
export function Breadcrumbs({
  post,
  className,
  classes = {}
}: {
  post: Pick<PostSummary, 'title' | 'href' | 'type' | 'category'>
  className?: string
  classes?: BreadcrumbsClasses
}) {
  const t = useMessages()
  const { config } = useSite()
  const crumbs = postBreadcrumbs(post, t.MENU.HOME)
  const last = crumbs.length - 1
  return (
    <nav aria-label={t.NAV.BREADCRUMB} className={cn('text-sm', className)}>
      <ol data-part="list" className={cn('flex flex-wrap items-center gap-x-1.5', classes.list)}>
        {crumbs.map((crumb, i) => (
          <li key={crumb.href} className="flex min-w-0 items-center gap-x-1.5">
            {i > 0 && (
              <span aria-hidden="true" className="text-muted">
                /
              </span>
            )}
            {i === last ? (
              <span aria-current="page" className={cn('truncate', classes.current)}>
                {crumb.name}
              </span>
            ) : (
              <Link href={crumb.href} className={cn('hover:underline', classes.link)}>
                {crumb.name}
              </Link>
            )}
          </li>
        ))}
      </ol>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: breadcrumbJsonLd(crumbs, config.LINK) }}
      />
    </nav>
  )
}
