import { useSite } from '@/components/theme/theme-context'
import { mapImageUrl } from '@/lib/body/image-url'

/** The site's cover behind the whole home page, still, under a scrim that keeps text readable. */
export function HomeBackground() {
  const { site } = useSite()
  const src = mapImageUrl(site.cover, { width: 1920, quality: 75, format: 'webp' })
  if (!src) return null
  return (
    <div aria-hidden="true" className="fixed inset-0 -z-10">
      {/* eslint-disable-next-line @next/next/no-img-element -- plain <img>: no image optimiser */}
      <img src={src} alt="" className="h-full w-full object-cover" decoding="async" />
      <div className="absolute inset-0 bg-white/85 dark:bg-[#2A2A2A]/85" />
    </div>
  )
}
