import { key } from './key'
import { THEME_IDS } from './themes/ids'

const isDarkHours = (v: unknown): v is readonly [number, number] =>
  Array.isArray(v) &&
  v.length === 2 &&
  v.every((h) => Number.isInteger(h) && (h as number) >= 0 && (h as number) <= 24)

/** Look and feel shared by every theme. Public. The Notion table may set them (look). */
const look = { notion: true } as const

export const appearanceKeys = {
  THEME: key.enum(THEME_IDS, 'plog', 'Theme id (see docs/themes.md).', {
    ...look,
    invalid: (id) => `Loading ${id} failed. Falling back to default theme`
  }),
  THEME_SWITCH: key.boolean(true, 'Let visitors switch theme with ?theme=.', look),
  APPEARANCE: key.enum(['light', 'dark', 'auto'] as const, 'light', 'Initial colour mode.', look),
  APPEARANCE_DARK_TIME: key.json<readonly [number, number]>(
    [18, 6],
    'With auto: dark from the first hour until the second, e.g. [18, 6].',
    isDarkHours,
    look
  ),
  FONT_STYLE: key.enum(
    ['font-sans', 'font-serif'] as const,
    'font-sans',
    'Body font family.',
    look
  ),
  CAN_COPY: key.boolean(true, 'Allow visitors to select and copy article text.', look),
  LAYOUT_SIDEBAR_REVERSE: key.boolean(false, 'Put the sidebar on the other side.', look),
  CUSTOM_MENU: key.boolean(true, 'Build the menu from Notion Menu/SubMenu rows.', look),
  CUSTOM_EXTERNAL_JS: key.list(
    [],
    'Extra script URLs (https: or site paths) loaded on every page.',
    {
      notion: 'scripts'
    }
  ),
  CUSTOM_EXTERNAL_CSS: key.list(
    [],
    'Extra stylesheet URLs (https: or site paths) loaded on every page.',
    {
      notion: 'scripts'
    }
  )
}
