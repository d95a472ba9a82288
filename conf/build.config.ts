import { key } from './key'

/** How the site is built and served. Server-only. */
export const buildKeys = {
  NEXT_REVALIDATE_SECOND: key.number(5, 'Seconds between regenerations of a page (server mode).', {
    min: 1,
    max: 31536000
  }),
  EXPORT: key.boolean(false, 'Build a static export into out/ instead of a server.'),
  ALLOW_NOTION_SCRIPTS: key.boolean(
    false,
    'Let the Notion Config table set CUSTOM_EXTERNAL_JS and CUSTOM_EXTERNAL_CSS (code on every page).'
  )
}
