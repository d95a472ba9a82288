import { key } from '../lib/config/define'

/** How the site is built and served. Server-only. */
export const buildKeys = {
  NEXT_REVALIDATE_SECOND: key.number(5, 'Seconds between regenerations of a page (server mode).'),
  EXPORT: key.boolean(false, 'Build a static export into out/ instead of a server.', {
    notion: false
  })
}
