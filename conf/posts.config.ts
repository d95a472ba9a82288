import { key } from './key'

/**
 * Lists, articles and URLs. Public. The Notion table may set how lists and articles look, never
 * URLs or which posts are published.
 */
const look = { notion: true } as const

export const postKeys = {
  POSTS_PER_PAGE: key.number(12, 'Posts on one list page.', { ...look, min: 1, max: 100 }),
  POST_LIST_STYLE: key.enum(
    ['page', 'scroll'] as const,
    'page',
    'Paged list or infinite scroll.',
    look
  ),
  POST_LIST_PREVIEW: key.boolean(false, 'Show the start of each post in lists.', look),
  POST_PREVIEW_LINES: key.number(12, 'How many blocks a list preview shows.', {
    ...look,
    min: 1,
    max: 100
  }),
  POST_RECOMMEND_COUNT: key.number(6, 'Related posts under an article.', {
    ...look,
    min: 0,
    max: 24
  }),
  POST_TOC_ENABLE: key.boolean(
    true,
    'Show a table of contents beside articles with 3+ headings.',
    look
  ),
  POST_WAITING_TIME_FOR_404: key.number(
    3,
    "Seconds the 404 screen waits before going home; 0 stays. (NotionNext's waited this long for a missing post to load: here a missing page is a 404 at once.)",
    { ...look, min: 0, max: 60 }
  ),
  POST_BACK_PATH: key.string('/', "Where an article's Back link goes."),
  POST_VIEW_COUNTER: key.enum(
    ['off', 'busuanzi'] as const,
    'off',
    'Page-view counter on posts: off, or busuanzi (a third-party counter script).',
    look
  ),
  POST_SHARE_BAR_ENABLE: key.boolean(true, 'Show the share bar under articles.', look),
  POSTS_SORT_BY: key.enum(['notion', 'date'] as const, 'notion', 'Order of posts.', look),
  POST_URL_PREFIX: key.string(
    'article',
    'Path before a post slug; tokens %year% %month% %day% %category% %slug%; may be empty.'
  ),
  POST_SCHEDULE_PUBLISH: key.boolean(true, 'Hide posts whose date range does not contain now.'),
  TAG_SORT_BY_COUNT: key.boolean(true, 'Sort tags by how many posts carry them.', look),
  LATEST_POST_COUNT: key.number(6, 'Latest posts shown in sidebars.', { ...look, min: 0, max: 50 }),
  PSEUDO_STATIC: key.boolean(false, 'Add .html to post URLs.'),
  POST_LOCKED_SHOW_SUMMARY: key.boolean(
    false,
    "Show a locked post's summary in lists, feeds and search."
  ),
  UUID_REDIRECT: key.boolean(
    false,
    "Redirect (308) a post's Notion id at the root or in the post's folder (NotionNext's /{id} and /article/{id} links) to its path; off, such a URL is a 404."
  )
}
