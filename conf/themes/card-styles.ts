import type { ThemeId } from '@/conf/themes/ids'

/** The colours a share card is drawn in: the theme's page, text, quiet text and accent. */
export interface CardPalette {
  background: string
  text: string
  muted: string
  accent: string
}

/**
 * A theme family's share card: `photo` shows the cover large with the title over it, `writing`
 * the title large on the page colour (the cover, when any, as a band beside it).
 */
export type CardDesign = 'photo' | 'writing'
export type CardFontFamily = 'sans' | 'serif'

export interface ThemeCardStyle {
  design: CardDesign
  font: CardFontFamily
  light: CardPalette
  dark: CardPalette
}

const ink = '#1f2328'
const paper = '#ffffff'
const night = '#111827'
const nightInk = '#e5e7eb'

const palette = (background: string, text: string, accent: string, muted: string) => ({
  background,
  text,
  muted,
  accent
})

/** True for a colour (#rrggbb) too dark to read on a dark page (relative luminance below ~0.2). */
function isDark(hex: string): boolean {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255)
  return 0.2126 * r + 0.7152 * g + 0.0722 * b < 0.2
}

/**
 * A light page of the global tokens (styles/globals.css) with the theme's accent; on the dark
 * page, a near-black accent (plog's, nobelium's ink) gives way to the page's text colour.
 */
const plain = (accent: string) => ({
  light: palette(paper, ink, accent, '#6b7280'),
  dark: palette(night, nightInk, isDark(accent) ? nightInk : accent, '#9ca3af')
})

const photo = (accent: string) => ({
  design: 'photo' as const,
  font: 'sans' as const,
  ...plain(accent)
})
const writing = (accent: string, font: CardFontFamily = 'sans') => ({
  design: 'writing' as const,
  font,
  ...plain(accent)
})

/**
 * Each theme's card, in the colours its stylesheet and classes use (its page background and
 * accent, light and dark). A photo theme shows the cover; a writing theme, the title.
 */
export const THEME_CARD_STYLES: Record<ThemeId, ThemeCardStyle> = {
  plog: photo('#111827'),
  photo: { ...photo('#e5e7eb'), dark: palette('#2a2a2a', nightInk, '#e5e7eb', '#9ca3af') },
  fukasawa: {
    ...photo('#2f2f2f'),
    light: palette('#eeedee', ink, '#2f2f2f', '#6b7280')
  },
  movie: { ...photo('#e50914'), dark: palette('#2a2a2a', nightInk, '#e50914', '#9ca3af') },
  matery: photo('#4cbf30'),
  magzine: {
    ...photo('#7be986'),
    light: palette('#f6f6f1', ink, '#1f7a2e', '#6b7280'),
    dark: palette('#103b1a', nightInk, '#7be986', '#a7c4ad')
  },
  proxio: {
    ...photo('#121212'),
    dark: palette('#0b1120', nightInk, '#94a3b8', '#94a3b8')
  },
  nobelium: writing('#1f2328'),
  example: writing('#2563eb'),
  simple: writing('#276077', 'serif'),
  medium: writing('#1a8917', 'serif'),
  next: { ...writing('#2f62d6'), light: palette('#eeedee', ink, '#2f62d6', '#6b7280') },
  hexo: {
    ...writing('#928cee'),
    light: palette('#f5f5f5', ink, '#928cee', '#6b7280'),
    dark: palette('#101414', nightInk, '#928cee', '#9ca3af')
  },
  gitbook: writing('#2563eb'),
  heo: {
    ...writing('#4f65f0'),
    light: palette('#f7f9fe', '#363636', '#4f65f0', '#6b7280'),
    dark: palette('#18171d', '#f7f7fa', '#ca8a04', '#9ca3af')
  },
  commerce: { ...writing('#d2232a'), light: palette('#f5f5f5', ink, '#d2232a', '#6b7280') },
  game: {
    ...writing('#4f46e5'),
    light: palette('#eef0f6', ink, '#4f46e5', '#6b7280'),
    dark: palette('#0b0d14', nightInk, '#818cf8', '#9ca3af')
  },
  nav: { ...writing('#2563eb'), light: palette('#fbfbfb', ink, '#2563eb', '#6b7280') },
  landing: writing('#3758f9'),
  starter: {
    ...writing('#3758f9'),
    light: palette(paper, '#111928', '#3758f9', '#637381'),
    dark: palette('#1f2a37', nightInk, '#6b8afb', '#9ca3af')
  }
}
