import { key } from './key'

const source = { notion: false }

/** Where content comes from. Server-only: none of these reach the browser or Notion's table. */
export const notionKeys = {
  NOTION_PAGE_ID: key.string(
    '',
    'Notion page id(s) of the blog database; comma-separated, `lang:id` for other languages. Empty: demo.',
    source
  ),
  NOTION_API_BASE_URL: key.string(
    'https://app.notion.com/api/v3',
    "Base URL of Notion's API (a local mock in tests).",
    source
  ),
  NOTION_SOURCE: key.enum(
    ['private', 'official'] as const,
    'private',
    "Which Notion API reads the workspace: `private` (Notion's web API, what every engine uses) or `official` (the versioned public API, with NOTION_TOKEN).",
    source
  ),
  NOTION_TOKEN: key.string(
    '',
    "An internal integration's secret, for NOTION_SOURCE=official (the database shared with that integration).",
    { secret: true }
  ),
  NOTION_OFFICIAL_API_URL: key.string(
    'https://api.notion.com/v1',
    "Base URL of Notion's official API (a local mock in tests).",
    source
  ),
  NOTION_TOKEN_V2: key.string('', 'token_v2 cookie for private workspaces.', { secret: true }),
  NOTION_ACTIVE_USER: key.string('', 'Notion user id that goes with NOTION_TOKEN_V2.', {
    secret: true
  }),
  NOTION_SNAPSHOT_DIR: key.string(
    '',
    'Read record maps saved by `npm run snapshot` from here.',
    source
  ),
  NOTION_CACHE_DIR: key.string(
    '',
    'Writable folder where a server keeps the pages it refreshes; empty: the OS temp directory. Builds cache in `<dist dir>/cache/notion`.',
    source
  ),
  NOTION_RATE_LIMIT: key.number(3, 'Most requests per second sent to Notion.', {
    ...source,
    min: 0.1,
    max: 100
  }),
  NOTION_CONCURRENCY: key.number(3, 'Pages fetched at once.', { ...source, min: 1, max: 32 }),
  NOTION_ROW_QUERY_INTERVAL: key.number(
    600,
    'Seconds between two queries of a database shown in a post, to see rows added through the API, a form or another view; edits, deletions and rows added by hand in the shown view show at every rebuild. 0: query at every rebuild.',
    { ...source, min: 0, max: 86400 }
  )
}

/** Names of the blog database's columns (NotionNext template defaults). Server-only. */
export const propertyKeys = {
  NOTION_PROPERTY_TITLE: key.string('title', 'Column holding the title.'),
  NOTION_PROPERTY_TYPE: key.string(
    'type',
    'Column holding Post / Page / Notice / Menu / SubMenu / Config.'
  ),
  NOTION_PROPERTY_STATUS: key.string('status', 'Column holding Published / Invisible / Draft.'),
  NOTION_PROPERTY_SUMMARY: key.string('summary', 'Column holding the summary.'),
  NOTION_PROPERTY_SLUG: key.string('slug', 'Column holding the URL slug.'),
  NOTION_PROPERTY_CATEGORY: key.string('category', 'Column holding the category.'),
  NOTION_PROPERTY_DATE: key.string('date', 'Column holding the publish date.'),
  NOTION_PROPERTY_TAGS: key.string('tags', 'Column holding the tags.'),
  NOTION_PROPERTY_PASSWORD: key.string('password', 'Column holding a post password.'),
  NOTION_PROPERTY_ICON: key.string('icon', 'Column holding a menu icon.'),
  NOTION_PROPERTY_EXT: key.string('ext', 'Column holding extra JSON per row.'),
  NOTION_PROPERTY_SHARE_IMAGE: key.string(
    'ogImage',
    "Column holding a post's own share picture (a file, or an image's URL): its og:image instead of the drawn card."
  ),
  // NotionNext lets owners rename the options of the type and status columns (e.g. into Chinese);
  // these names are matched besides the built-in English and Chinese ones.
  NOTION_PROPERTY_TYPE_POST: key.string('Post', 'Type option meaning a blog post.'),
  NOTION_PROPERTY_TYPE_PAGE: key.string('Page', 'Type option meaning a single page.'),
  NOTION_PROPERTY_TYPE_NOTICE: key.string('Notice', 'Type option meaning the site notice.'),
  NOTION_PROPERTY_TYPE_MENU: key.string('Menu', 'Type option meaning a menu entry.'),
  NOTION_PROPERTY_TYPE_SUB_MENU: key.string('SubMenu', 'Type option meaning a sub-menu entry.'),
  NOTION_PROPERTY_TYPE_CONFIG: key.string(
    'Config',
    'Type option of the row holding the Config table.'
  ),
  NOTION_PROPERTY_STATUS_PUBLISH: key.string('Published', 'Status option: listed and served.'),
  NOTION_PROPERTY_STATUS_INVISIBLE: key.string(
    'Invisible',
    'Status option: served by URL, never listed.'
  )
}
