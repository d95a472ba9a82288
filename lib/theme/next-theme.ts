import { THEME_IDS, type ThemeId } from '@/conf/themes/ids'

/** The theme after `current` in THEME_IDS, wrapping to the first; an unknown id starts over. */
export function nextTheme(current: string, ids: readonly ThemeId[] = THEME_IDS): ThemeId {
  const index = (ids as readonly string[]).indexOf(current)
  return ids[(index + 1) % ids.length] ?? (ids[0] as ThemeId)
}
