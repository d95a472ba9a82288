import { StrokeIcon } from '@/components/StrokeIcon'

/** Line drawings for the Font Awesome names menu rows commonly carry. */
const PATHS: Record<string, string> = {
  archive: 'M3 4h18v4H3zM5 8v12h14V8M10 12h4',
  book: 'M4 19.5A2.5 2.5 0 0 1 6.5 17H20V3H6.5A2.5 2.5 0 0 0 4 5.5zM4 19.5A2.5 2.5 0 0 0 6.5 22H20v-5',
  mountain: 'm3 20 6-11 4 7 3-4 5 8z',
  film: 'M3 3h18v18H3zM7 3v18M17 3v18M3 8h4M3 16h4M17 8h4M17 16h4',
  cog: 'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM19 12h2M3 12h2M12 3v2M12 19v2M17 7l1.4-1.4M5.6 18.4 7 17M17 17l1.4 1.4M5.6 5.6 7 7',
  user: 'M20 21a8 8 0 0 0-16 0M12 13a5 5 0 1 0 0-10 5 5 0 0 0 0 10Z',
  home: 'M3 11 12 3l9 8M5 9v12h14V9',
  folder: 'M3 6a1 1 0 0 1 1-1h5l2 2h9a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1z',
  tag: 'M20.6 13.4 13.4 20.6a2 2 0 0 1-2.8 0L3 13V3h10l7.6 7.6a2 2 0 0 1 0 2.8ZM7.5 7.5h.01',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14ZM21 21l-5-5',
  star: 'm12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2-5.5-2.9-5.5 2.9 1-6.2L3 9.6l6.2-.9z',
  link: 'M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7',
  hash: 'M4 9h16M4 15h16M10 3 8 21M16 3l-2 18'
}

const ALIASES: Record<string, string> = {
  'book-open': 'book',
  category: 'folder',
  gear: 'cog',
  gears: 'cog',
  house: 'home',
  'folder-open': 'folder',
  tags: 'tag',
  'magnifying-glass': 'search',
  'mountain-sun': 'mountain',
  video: 'film'
}

/** The drawn icon's name for a menu row's icon setting ("fas fa-film" → film); null if unknown. */
export function menuIconName(setting: string | null): string | null {
  for (const word of (setting ?? '').toLowerCase().split(/\s+/)) {
    const name = word.replace(/^fa-/, '')
    const known = ALIASES[name] ?? name
    if (known in PATHS) return known
  }
  return null
}

/** A menu row's icon as an inline line drawing; `fallback` (e.g. 'hash') when none is known. */
export function MenuIcon({
  icon,
  fallback = 'link',
  size = 16
}: {
  icon: string | null
  fallback?: string
  size?: number
}) {
  const name = menuIconName(icon) ?? fallback
  return (
    <StrokeIcon size={size}>
      <path d={PATHS[name] ?? PATHS.link} />
    </StrokeIcon>
  )
}
