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
  /** Zoom: closes after scrolling this far; this backdrop. */
  ZOOM_SCROLL_OFFSET_PX: 40,
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
  /** A gallery's full cover (the plog modal) at this size and quality, in this format. */
  MODAL_IMAGE: { width: 1200, quality: 85, format: 'webp' },
  /** Widths offered in the source sets of images whose host resizes (Notion's proxy, Unsplash). */
  IMAGE_WIDTHS: [640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const,
  /** The site icon beside the title in plog's bar, in px. */
  NAV_ICON_SIZE: 24,
  /** A summary service that has not answered by then is given up on for this render. */
  AI_SUMMARY_TIMEOUT_MS: 20_000,
  /** Summary requests in flight at once, per process. */
  AI_SUMMARY_CONCURRENCY: 2,
  /** AdSense loads this long after mount, so ads never compete with content. */
  AD_LOAD_DELAY_MS: 3000,
  /** An ad unit is filled once this share of it is in view. */
  AD_INTERSECTION_THRESHOLD: 0.5,
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
  /** Cmd (macOS) or ctrl with one of these opens the search modal; P is left to the browser's print. */
  SEARCH_SHORTCUT_KEYS: ['k'] as const
} as const
