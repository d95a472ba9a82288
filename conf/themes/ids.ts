/** Every reserved theme id, in the order `?theme=` cycling walks them. */
export const THEME_IDS = [
  'commerce',
  'example',
  'fukasawa',
  'game',
  'gitbook',
  'heo',
  'hexo',
  'landing',
  'magzine',
  'matery',
  'medium',
  'movie',
  'nav',
  'next',
  'nobelium',
  'photo',
  'plog',
  'proxio',
  'simple',
  'starter'
] as const

export type ThemeId = (typeof THEME_IDS)[number]

export const isThemeId = (value: unknown): value is ThemeId =>
  typeof value === 'string' && (THEME_IDS as readonly string[]).includes(value)
