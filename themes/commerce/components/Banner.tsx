import { HeroImage } from '@/components/hero/HeroImage'
import { useSite } from '@/components/theme/theme-context'
import { resourceUrl } from '@/lib/body/resource-url'

/** The home page's full-width 5:2 banner of the site's cover; nothing when there is no cover. */
export function Banner() {
  const site = useSite()
  const image = resourceUrl(site.config.HOME_BANNER_IMAGE || site.site.cover)
  if (!image) return null
  return (
    <div
      data-commerce-banner=""
      className="relative aspect-[5/2] w-full overflow-hidden bg-neutral-300 dark:bg-neutral-800"
    >
      <HeroImage src={image} className="absolute inset-0 h-full w-full object-cover" />
    </div>
  )
}
