import { key } from './key'

/** How the site is built and served. Server-only. */
export const buildKeys = {
  NEXT_REVALIDATE_SECOND: key.number(5, 'Seconds between regenerations of a page (server mode).', {
    min: 1,
    max: 31536000
  }),
  EXPORT: key.boolean(false, 'Build a static export into out/ instead of a server.'),
  BASE_PATH: key.string(
    '',
    'Serve the site under this path (`/blog`; a GitHub project page: `/<repository>`), read at build time: links, assets, feeds and the sitemap carry it. Empty: the host root.'
  ),
  STANDALONE: key.boolean(
    true,
    'Server mode: also write a self-contained server into `<distDir>/standalone` (what the Dockerfile runs). false: skip it when only `npm start` is used.'
  ),
  SECURITY_HSTS_MAX_AGE: key.number(
    0,
    'Server mode and export headers: Strict-Transport-Security for this many seconds, subdomains included (31536000 is a year). 0: not sent. Only for a site served over https, subdomains too: browsers then refuse plain http to it.',
    { min: 0, max: 63072000 }
  ),
  ALLOW_NOTION_SCRIPTS: key.boolean(
    false,
    'Let the Notion Config table set CUSTOM_EXTERNAL_JS and CUSTOM_EXTERNAL_CSS (code on every page).'
  )
}
