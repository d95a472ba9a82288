import type { CSSProperties } from 'react'

const COLOUR = /^(#[0-9a-f]{3,8}|(rgb|hsl)a?\([\d\s.,%]+\))$/i

/** The root's accent variable from HEXO_THEME_COLOR; a malformed value keeps the lavender. */
export function accentStyle(colour: string): CSSProperties {
  const value = COLOUR.test(colour.trim()) ? colour.trim() : '#928CEE'
  return { ['--hexo-accent' as string]: value }
}
