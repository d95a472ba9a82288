import { Link } from '@/components/Link'
import { CONSTANTS } from '@/conf/constants'
import { resourceUrl } from '@/lib/body/resource-url'
import { useSite } from '@/components/theme/theme-context'
import { usePlogConfig } from '@/themes/plog/config'
import { HOME_PATH } from '@/lib/routing/routes'

const SIZE = CONSTANTS.NAV_ICON_SIZE

/** The site's Notion icon (PLOG_NAV_NOTION_ICON), else a default aperture mark, round. */
function SiteIcon() {
  const { site } = useSite()
  const config = usePlogConfig()
  const icon = config.PLOG_NAV_NOTION_ICON ? site.icon : null
  const src = icon && (icon.startsWith('/') || icon.startsWith('http')) ? resourceUrl(icon) : null
  const box = 'flex shrink-0 items-center justify-center overflow-hidden rounded-full'
  const size = { width: SIZE, height: SIZE }
  if (src)
    return (
      // eslint-disable-next-line @next/next/no-img-element -- images are plain <img>
      <img src={src} alt="" {...size} style={size} className={`${box} object-cover`} />
    )
  if (icon)
    return (
      <span style={size} className={`${box} bg-black/5 text-sm dark:bg-white/10`}>
        {icon}
      </span>
    )
  return (
    <span style={size} className={`${box} bg-neutral-900 text-white dark:bg-white dark:text-black`}>
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" fill="none">
        <circle cx="12" cy="12" r="8.5" stroke="currentColor" strokeWidth="2" />
        <circle cx="12" cy="12" r="3" fill="currentColor" />
      </svg>
    </span>
  )
}

/** Icon and title linking home, with the description beside it when `description` is set. */
export function SiteMark({ description = false }: { description?: boolean }) {
  const { site } = useSite()
  return (
    <Link href={HOME_PATH} className="group flex min-w-0 items-center gap-2.5">
      <SiteIcon />
      <span className="truncate font-semibold tracking-tight group-hover:underline">
        {site.title}
      </span>
      {description && site.description && (
        <span className="hidden truncate text-sm text-neutral-500 lg:inline dark:text-neutral-400">
          {site.description}
        </span>
      )}
    </Link>
  )
}
