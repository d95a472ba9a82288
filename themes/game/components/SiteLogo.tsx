import { Link } from '@/components/Link'
import { useSite } from '@/components/theme/theme-context'
import { resourceUrl } from '@/lib/body/resource-url'
import { cn } from '@/lib/style/cn'
import { useGameConfig } from '@/themes/game/config'
import { HOME_PATH } from '@/lib/routing/routes'

/** The site's icon (GAME_NAV_NOTION_ICON) and its name in a serif, linking home. */
export function SiteLogo({ className }: { className?: string }) {
  const { site } = useSite()
  const config = useGameConfig()
  const icon = config.GAME_NAV_NOTION_ICON ? resourceUrl(site.icon) : null
  return (
    <Link href={HOME_PATH} className={cn('flex min-w-0 items-center gap-2', className)}>
      {icon && (
        // eslint-disable-next-line @next/next/no-img-element -- plain <img>: no image optimiser
        <img src={icon} alt="" width={28} height={28} className="h-7 w-7 shrink-0 rounded-md" />
      )}
      <span className="truncate font-serif text-lg font-bold">{site.title}</span>
    </Link>
  )
}
