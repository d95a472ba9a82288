import { DRAWN_ALIASES, DRAWN_ICONS } from '@/components/icons/drawn-icons'
import { StrokeIcon } from '@/components/StrokeIcon'
import { parseIconSetting } from '@/lib/body/icon-setting'

/** The drawing an icon setting names ("fas fa-film" → film, "house" → home); null if none. */
export function menuIconName(setting: string | null): string | null {
  const parsed = parseIconSetting(setting)
  if (parsed.kind !== 'named') return null
  for (const word of parsed.names) {
    const name = DRAWN_ALIASES[word] ?? word
    if (name in DRAWN_ICONS) return name
  }
  return null
}

/**
 * An icon from a setting (a Menu row's icon, a theme's icon key): a picture by URL, an emoji,
 * an iconfont symbol (`icon-name`, from the owner's /webfonts/iconfont.js, loaded by
 * IconFontLoader), or a line drawing by name; `fallback` names the drawing when none applies.
 */
export function MenuIcon({
  icon,
  fallback = 'link',
  size = 16
}: {
  icon: string | null
  fallback?: string
  size?: number
}) {
  const parsed = parseIconSetting(icon)
  if (parsed.kind === 'image') {
    return (
      // eslint-disable-next-line @next/next/no-img-element -- plain <img>: no image optimiser
      <img src={parsed.src} alt="" width={size} height={size} loading="lazy" decoding="async" />
    )
  }
  if (parsed.kind === 'text') {
    return (
      <span aria-hidden="true" style={{ fontSize: size, lineHeight: 1 }}>
        {parsed.text}
      </span>
    )
  }
  if (parsed.kind === 'iconfont') {
    return (
      <svg
        data-iconfont=""
        aria-hidden="true"
        width={size}
        height={size}
        fill="currentColor"
        style={{ flexShrink: 0 }}
      >
        <use href={`#${parsed.symbol}`} />
      </svg>
    )
  }
  const name = menuIconName(icon) ?? fallback
  return (
    <StrokeIcon size={size}>
      <path d={DRAWN_ICONS[name] ?? DRAWN_ICONS.link} />
    </StrokeIcon>
  )
}
