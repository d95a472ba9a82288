import { key } from './key'

/**
 * Web fonts (FONT_STYLE picks sans or serif, in conf/appearance.config.ts). Public. Stylesheet
 * URLs load code-like resources on every page, so Notion may set them only with
 * ALLOW_NOTION_SCRIPTS; the family lists are look.
 */
export const fontKeys = {
  FONT_URL: key.list([], 'Web-font stylesheet URLs (https:), e.g. a Google Fonts css2 link.', {
    notion: 'scripts'
  }),
  FONT_SANS: key.list(
    [],
    'Sans-serif families placed before the theme\'s own, e.g. "Noto Sans SC"; comma-separated.',
    { notion: true }
  ),
  FONT_SERIF: key.list(
    [],
    'Serif families placed before the theme\'s own, e.g. "Noto Serif SC"; comma-separated.',
    { notion: true }
  )
}
