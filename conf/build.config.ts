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
    'Server mode: also write a self-contained server into `<distDir>/standalone` (what the Dockerfile and `npm start` run). false: skip it; `npm start` then runs `next start`.'
  ),
  BUILD_CACHE: key.boolean(
    true,
    "Keep Turbopack's compile cache in `<distDir>/cache` so the next build of the same site compiles only what changed. false: a throwaway build (CI) skips writing it."
  ),
  SECURITY_HSTS_MAX_AGE: key.number(
    0,
    'Server mode and export headers: Strict-Transport-Security for this many seconds, subdomains included (31536000 is a year). 0: not sent. Only for a site served over https, subdomains too: browsers then refuse plain http to it.',
    { min: 0, max: 63072000 }
  ),
  REVALIDATE_SECRET: key.string(
    '',
    'Server mode: turns on `POST /api/revalidate` (regenerate a post and its lists now) and `/api/preview` (the owner sees drafts), which require it (docs/publishing.md). Empty: both answer 404. Long and random: `openssl rand -hex 32`.',
    { secret: true }
  ),
  PREVIEW_SECRET: key.string(
    '',
    'Server mode: a second secret opening `/api/preview` only (never /api/revalidate), for a link kept in Notion. Empty: only REVALIDATE_SECRET opens it.',
    { secret: true }
  ),
  NOTION_WEBHOOK_TOKEN: key.string(
    '',
    "The verification token of a Notion integration's webhook subscription: `/api/revalidate` accepts Notion's events signed with it (`X-Notion-Signature`). Needs REVALIDATE_SECRET.",
    { secret: true }
  ),
  ALLOW_NOTION_SCRIPTS: key.boolean(
    false,
    'Let the Notion Config table set CUSTOM_EXTERNAL_JS and CUSTOM_EXTERNAL_CSS (code on every page).'
  )
}
