import { StrokeIcon } from '@/components/StrokeIcon'
import { safeResourceUrl } from '@/lib/render/safe-url'

const PATHS: Record<string, string> = {
  user: 'M20 21a8 8 0 0 0-16 0M12 13a5 5 0 1 0 0-10 5 5 0 0 0 0 10Z',
  github:
    'M9 19c-4 1.5-4-2-6-2.5m12 5V18a3.4 3.4 0 0 0-1-2.6c3.2-.4 6.5-1.6 6.5-7A5.4 5.4 0 0 0 19 4.8 5 5 0 0 0 18.9 1S17.7.6 15 2.5a13.4 13.4 0 0 0-7 0C5.3.6 4.1 1 4.1 1A5 5 0 0 0 4 4.8a5.4 5.4 0 0 0-1.5 3.7c0 5.4 3.3 6.6 6.5 7A3.4 3.4 0 0 0 8 18v4',
  mail: 'M4 4h16v16H4zM22 6l-10 7L2 6',
  rss: 'M4 11a9 9 0 0 1 9 9M4 4a16 16 0 0 1 16 16M5 19h.01',
  home: 'M3 11 12 3l9 8M5 9v12h14V9',
  link: 'M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7'
}

/** The name of a drawn icon for a setting: a plain name, or a Font Awesome class list. */
export function iconName(setting: string): string {
  const words = setting.toLowerCase().split(/\s+/)
  for (const word of words) {
    const name = word.replace(/^fa-/, '')
    if (name in PATHS) return name
    if (name === 'envelope') return 'mail'
    if (name === 'house') return 'home'
  }
  return 'link'
}

/**
 * An icon of the info card from a setting: a picture URL, or one of a few drawn icons picked by
 * name (Font Awesome classes such as "fab fa-github" map to the drawn github; unknown: a link).
 */
export function InfoIcon({ setting }: { setting: string }) {
  const src = /^(https?:|\/)/.test(setting.trim()) ? safeResourceUrl(setting) : null
  if (src) {
    // eslint-disable-next-line @next/next/no-img-element -- plain <img>: no image optimiser
    return <img src={src} alt="" width={20} height={20} loading="lazy" className="h-5 w-5" />
  }
  return (
    <StrokeIcon size={20}>
      <path d={PATHS[iconName(setting)]} />
    </StrokeIcon>
  )
}
