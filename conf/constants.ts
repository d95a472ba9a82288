/** Fixed numbers of the product. Not settings: change them here, in code review. */
export const CONSTANTS = {
  /** Search runs at most once per this many ms. */
  SEARCH_THROTTLE_MS: 1000,
  /** Scroll lists check for more posts at most once per this many ms. */
  SCROLL_LIST_THROTTLE_MS: 500,
  /** The table of contents follows the reading position at most once per this many ms. */
  HEADING_SCROLL_SPY_THROTTLE_MS: 100,
  /** Delay before scrolling to comments for ?target=comment. */
  COMMENT_SCROLL_DELAY_MS: 1000,
  /** Delay before scrolling to the #hash of a freshly loaded article. */
  ANCHOR_SCROLL_DELAY_MS: 180,
  /** A table of contents is shown from this many headings. */
  TOC_MIN_ITEMS: 3,
  /** The 404 screen returns home after this long. */
  NOT_FOUND_REDIRECT_MS: 3000,
  /** Seconds a missing post waits before giving up. */
  POST_WAITING_TIME_FOR_404_S: 8,
  /** Zoom: closes after scrolling this far, closes with this delay, this backdrop. */
  ZOOM_SCROLL_OFFSET_PX: 40,
  ZOOM_CLOSE_DELAY_MS: 150,
  ZOOM_SCALE_MIN: 2,
  ZOOM_BACKGROUND: 'rgba(0, 0, 0, 0.2)',
  /** Zoom margin and responsive list counts by window width: [max width, value]. */
  RESPONSIVE_STEPS: [
    [500, 8],
    [800, 20],
    [1280, 30],
    [1600, 40],
    [1920, 48],
    [Infinity, 72]
  ] as const,
  /** Collapsible sections animate for this long. */
  COLLAPSE_MS: 350,
  /** The plog modal asks for its cover at this size and quality, as webp. */
  MODAL_IMAGE: { width: 1200, quality: 85, format: 'webp' },
  /** Widths offered in image source sets. */
  IMAGE_WIDTHS: [640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const,
  NAV_ICON_SIZE: 24,
  /** A summary service that has not answered by then is given up on for this render. */
  AI_SUMMARY_TIMEOUT_MS: 20_000,
  /** Summary requests in flight at once, per process. */
  AI_SUMMARY_CONCURRENCY: 2,
  AD_LOAD_DELAY_MS: 3000,
  AD_INTERSECTION_THRESHOLD: 0.5,
  INNER_LINK_DELAY_MS: 500,
  SHARE_SERVICES: [
    'link',
    'wechat',
    'qq',
    'weibo',
    'email',
    'facebook',
    'twitter',
    'telegram',
    'messenger',
    'line',
    'reddit',
    'whatsapp',
    'linkedin'
  ] as const,
  LOCALES: ['en-US', 'zh-CN', 'zh-HK', 'zh-TW', 'fr-FR', 'tr-TR', 'ja-JP'] as const,
  SEARCH_SHORTCUT_KEYS: ['p', 'k'] as const
} as const
