import { resourceUrl } from '@/lib/body/resource-url'
import { useSite } from '@/components/theme/theme-context'
import { useNobeliumConfig } from '@/themes/nobelium/config'

const box = 'flex h-6 w-6 shrink-0 items-center justify-center overflow-hidden'

/** The site's Notion icon (NOBELIUM_NAV_NOTION_ICON): image or emoji; else a black square. */
export function SiteIcon() {
  const { site } = useSite()
  const config = useNobeliumConfig()
  const icon = config.NOBELIUM_NAV_NOTION_ICON ? site.icon : null
  const src = icon && (icon.startsWith('/') || icon.startsWith('http')) ? resourceUrl(icon) : null
  if (src)
    // eslint-disable-next-line @next/next/no-img-element -- images are plain <img> (SPEC §7)
    return <img src={src} alt="" width={24} height={24} className={`${box} rounded object-cover`} />
  if (icon && !src) return <span className={`${box} text-lg leading-none`}>{icon}</span>
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" className="shrink-0">
      <rect width="24" height="24" className="fill-neutral-900 dark:fill-neutral-100" />
    </svg>
  )
}
