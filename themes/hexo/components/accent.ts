import type { CSSProperties } from 'react'

const COLOUR = /^(#[0-9a-f]{3,8}|(rgb|hsl)a?\([\d\s.,%]+\))$/i

/**
 * The root's accent variables from HEXO_THEME_COLOR (a malformed value keeps the lavender): the
 * accent for fills and lines, and a darker ink of it for text on the light page.
 */
export function accentStyle(colour: string): CSSProperties {
  const value = COLOUR.test(colour.trim()) ? colour.trim() : '#928CEE'
  return {
    ['--hexo-accent' as string]: value,
    ['--hexo-accent-ink' as string]: `color-mix(in oklab, ${value} 55%, black)`
  }
}
