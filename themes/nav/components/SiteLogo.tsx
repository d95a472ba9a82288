import { HOME_PATH } from '@/lib/routing/routes'
import { Link } from '@/components/Link'
import { PostIcon } from '@/components/article/PostIcon'
import { useSite } from '@/components/theme/theme-context'
import { cn } from '@/lib/style/cn'

/** The site's icon linking home; the title beside it when `title` (else for screen readers). */
export function SiteLogo({ title, className }: { title: boolean; className?: string }) {
  const { site } = useSite()
  return (
    <Link href={HOME_PATH} className={cn('flex min-w-0 items-center gap-2 font-bold', className)}>
      {site.icon ? (
        <PostIcon icon={site.icon} className="h-8 w-8 shrink-0 rounded-lg text-2xl leading-8" />
      ) : (
        <span
          aria-hidden="true"
          className="flex h-8 w-8 shrink-0 items-center justify-center rounded-lg bg-sky-700 text-white"
        >
          {Array.from(site.title)[0] ?? '·'}
        </span>
      )}
      <span className={title ? 'truncate' : 'sr-only'}>{site.title}</span>
    </Link>
  )
}
