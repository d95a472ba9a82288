import { LandingIcon, isLandingIcon } from '@/components/landing/icons'
import { resourceUrl } from '@/lib/body/resource-url'
import { cn } from '@/lib/style/cn'

/** A feature icon's look when its className gives none: a blue disc. */
export const FEATURE_ICON = 'h-12 w-12 rounded-full bg-blue-700 text-white'

/**
 * A feature's icon: a built-in icon name or an image URL; nothing when neither. A className
 * replaces its look (FEATURE_ICON: size, shape, colours).
 */
export function FeatureIcon({ icon, className }: { icon?: string; className?: string }) {
  const name = icon?.trim() ?? ''
  if (!name) return null
  const classes = cn('flex items-center justify-center', className ?? FEATURE_ICON)
  if (isLandingIcon(name)) {
    return (
      <span data-part="icon" className={classes}>
        <LandingIcon name={name} />
      </span>
    )
  }
  const src = resourceUrl(name)
  if (!src) return null
  return (
    <span data-part="icon" className={classes}>
      {/* eslint-disable-next-line @next/next/no-img-element -- a setting's image: no optimiser */}
      <img src={src} alt="" width={28} height={28} loading="lazy" className="h-7 w-7" />
    </span>
  )
}
