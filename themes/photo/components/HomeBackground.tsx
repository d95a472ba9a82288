import { HeroImage } from '@/components/hero/HeroImage'
import { useSite } from '@/components/theme/theme-context'
import { resourceUrl } from '@/lib/body/resource-url'

/** The home page's first screen: the banner image (else the site's cover) edge to edge. */
export function HomeBackground() {
  const site = useSite()
  const image = resourceUrl(site.config.HOME_BANNER_IMAGE || site.site.cover)
  if (!image) return null
  return (
    <div data-home-background="" className="relative mb-10 h-[calc(100vh-8rem)] overflow-hidden">
      <HeroImage src={image} className="absolute inset-0 h-full w-full object-cover" />
    </div>
  )
}
