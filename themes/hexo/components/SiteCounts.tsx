import { Link } from '@/components/Link'
import { useSite } from '@/components/theme/theme-context'
import { useMessages } from '@/lib/i18n/use-messages'
import { ARCHIVE_PATH, CATEGORY_INDEX_PATH, TAG_INDEX_PATH } from '@/lib/routing/routes'
import { cn } from '@/lib/style/cn'
import { ACCENT_HOVER, MUTED } from '@/themes/hexo/components/styles'

/** The number of posts, categories and tags, each linking to its index. */
export function SiteCounts({ className }: { className?: string }) {
  const t = useMessages()
  const site = useSite()
  const counts = [
    { href: ARCHIVE_PATH, label: t.COMMON.POSTS, count: site.postCount },
    { href: CATEGORY_INDEX_PATH, label: t.COMMON.CATEGORIES, count: site.categories.length },
    { href: TAG_INDEX_PATH, label: t.COMMON.TAGS, count: site.tags.length }
  ]
  return (
    <ul data-part="counts" className={cn('flex justify-center gap-6 text-center', className)}>
      {counts.map((c) => (
        <li key={c.href}>
          <Link href={c.href} className={cn('block', ACCENT_HOVER)}>
            <span className="block text-lg font-semibold">{c.count}</span>
            <span className={cn('text-xs', MUTED)}>{c.label}</span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
