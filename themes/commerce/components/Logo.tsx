import { PostIcon } from '@/components/article/PostIcon'
import { Link } from '@/components/Link'
import { useSite } from '@/components/theme/theme-context'
import { cn } from '@/lib/style/cn'
import { HOME_PATH } from '@/lib/routing/routes'

/** The header's logo: the site's icon, the title kept for screen readers (shown without an icon). */
export function Logo() {
  const { site } = useSite()
  return (
    <Link href={HOME_PATH} data-commerce-logo="" className="flex shrink-0 items-center gap-2">
      <PostIcon
        icon={site.icon}
        className="h-10 w-auto text-3xl transition-all group-data-shrunk:h-8 group-data-shrunk:text-2xl"
      />
      <span className={cn('text-lg font-bold', site.icon && 'sr-only')}>{site.title}</span>
    </Link>
  )
}
