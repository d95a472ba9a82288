/** The source of truth for every UI string; other locales must match its shape (a type error otherwise). */
export const enUS = {
  MENU: {
    HOME: 'Home',
    ARCHIVE: 'Archive',
    CATEGORY: 'Category',
    TAG: 'Tags',
    SEARCH: 'Search',
    RSS: 'RSS',
    MENU: 'Menu',
    OPEN_MENU: 'Open menu',
    CLOSE_MENU: 'Close menu',
    EXPAND: 'Expand',
    FULLSCREEN: 'Full screen',
    SEARCH_DRAWER: 'Open search',
    RANDOM_POST: 'Random post',
    COLLAPSE_SIDEBAR: 'Hide sidebar',
    EXPAND_SIDEBAR: 'Show sidebar'
  },
  NAV: {
    ARCHIVE: 'Archive',
    CATEGORY: 'Categories',
    TAGS: 'Tags',
    SEARCH: 'Search',
    NOT_FOUND: 'Page Not Found'
  },
  COMMON: {
    START_READING: 'Start reading',
    MORE: 'More',
    NO_MORE: 'No More',
    LOADING: 'Loading...',
    NOT_FOUND: 'Page Not Found',
    NOT_FOUND_REDIRECT: 'Page Not Found, Redirecting to Home Page...',
    CANNOT_LOAD: 'This page cannot be loaded; returning to the home page',
    BACK: 'Back',
    TOP: 'Top',
    BOTTOM: 'Bottom',
    POWERED_BY: 'Powered by',
    TOGGLE_DARK_MODE: 'Toggle dark mode',
    CATEGORIES: 'Categories',
    TAGS: 'Tags',
    LATEST_POSTS: 'Latest posts',
    POSTS: 'Posts',
    STATISTICS: 'Statistics',
    SITE_VISITS: 'Visits',
    SITE_VISITORS: 'Visitors',
    SITE_DAYS: 'Days online',
    ANNOUNCEMENT: 'Announcement',
    ABOUT_AUTHOR: 'About {author}',
    CONTACT_ME: 'Contact me',
    POSTS_COUNT: '{count} posts',
    CLOSE: 'Close',
    PREVIOUS: 'Previous',
    NEXT: 'Next',
    THEME: 'Theme',
    SWITCH_THEME: 'Switch theme (now {theme})',
    LANGUAGE: 'Language'
  },
  PAGINATION: {
    PREV: 'Prev',
    NEXT: 'Next',
    PAGE: 'Page {page}'
  },
  SEARCH: {
    ARTICLES: 'articles',
    TAGS: 'tags #{tag}',
    SEARCH: 'Search',
    CLEAR: 'Clear',
    RESULT: 'result',
    RESULTS: 'results',
    NO_RESULTS: 'No results',
    TRY_DIFFERENT: 'Try different search terms',
    NO_RESULTS_FOUND: 'No results found.',
    ERROR: 'Search error'
  },
  POST: {
    WORD_COUNT: '{count} words',
    READ_TIME: '{minutes} min read',
    BLOCK_UNAVAILABLE: 'This block could not be shown.',
    DATABASE: 'Database',
    COPYRIGHT_AUTHOR: 'Author',
    COPYRIGHT_LINK: 'Link',
    COPYRIGHT: 'Copyright',
    COPYRIGHT_LICENCE: 'Unless stated otherwise, this post is licensed under CC BY-NC-SA 4.0.',
    LOCKED_BADGE: 'Locked',
    BY: 'by',
    PUBLISHED_ON: 'Published on',
    LAST_EDITED: 'Last edited',
    VIEWS: 'views',
    TABLE_OF_CONTENTS: 'Contents',
    RELATED_POSTS: 'Related posts',
    PREVIOUS_POST: 'Previous',
    NEXT_POST: 'Next',
    COMMENTS: 'Comments',
    SHARE: 'Share',
    COPY_LINK: 'Copy link',
    LINK_COPIED: 'Link copied',
    LOCKED: 'This post is protected. Enter the password to read it.',
    PASSWORD: 'Password',
    UNLOCK: 'Unlock',
    PASSWORD_ERROR: 'Password Error!',
    LOCK_UNAVAILABLE:
      'This browser cannot unlock posts here: unlocking needs a secure (https) connection.',
    COPY_CODE: 'Copy',
    CODE_COPIED: 'Copied',
    CODE_SHOW_ALL: 'Show all {n} lines',
    CODE_SHOW_LESS: 'Show less',
    DIAGRAM: 'Diagram',
    DIAGRAM_SOURCE: 'Diagram source',
    SHARE_ON: 'Share on {service}',
    WECHAT_COPY: 'Link copied: paste it in WeChat',
    SHARE_EMAIL: 'Email',
    SHARE_WECHAT: 'WeChat',
    WECHAT_QR: 'WeChat QR code',
    SHARE_WEIBO: 'Weibo',
    EPISODE: 'Episode {n}',
    EPISODES: 'Episodes'
  },
  MAILCHIMP: {
    SUBSCRIBE: 'Subscribe',
    EMAIL: 'Email address',
    SUCCESS: 'Thanks for subscribing!',
    INVALID: 'Please enter a valid email address.',
    FAILED: 'Sign-up failed. Please try again later.'
  },
  AI_SUMMARY: {
    TITLE: 'AI summary',
    LOADING: 'Generating a summary...'
  },
  DOCS: {
    FILTER: 'Filter pages',
    NO_MATCH: 'No page matches.',
    NEW: 'New since your last visit',
    PAGES: 'Pages',
    INDEX_MISSING:
      'Create a post or Page with the slug “{slug}” in your Notion database to make it this site’s home page.'
  },
  LANDING: {
    PLAY_VIDEO: 'Play video',
    VIDEO: 'Video',
    RATING: 'Rated {n} out of 5'
  }
}

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> }
/** Every locale's type: the same keys as en-US, any text. */
export type Messages = Shape<typeof enUS>
