import { HOME_PATH } from '@/lib/routing/routes'
import { PostIcon } from '@/components/article/PostIcon'
import { Link } from '@/components/Link'
import { useSite } from '@/components/theme/theme-context'
import { cn } from '@/lib/style/cn'

/** The site's icon (or its initial in a disc) and name, linking home. */
export function Logo({ className }: { className?: string }) {
  const { site } = useSite()
  return (
    <Link
      href={HOME_PATH}
      data-proxio-logo=""
      className={cn('flex shrink-0 items-center gap-2 font-semibold', className)}
    >
      {site.icon ? (
        <PostIcon icon={site.icon} className="h-8 w-8 text-2xl" />
      ) : (
        <span
          aria-hidden="true"
          className="flex h-8 w-8 items-center justify-center rounded-full bg-current text-sm"
        >
          <span className="text-white mix-blend-difference">{site.title.slice(0, 1)}</span>
        </span>
      )}
      <span className="truncate text-lg">{site.title}</span>
    </Link>
  )
}
