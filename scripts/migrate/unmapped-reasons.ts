/**
 * Why a NotionNext setting has no NotionPress equivalent, for the migration report. Looked up by
 * exact name, then by the longest prefix ending in `_`; a name in neither is unknown to both.
 */
const EXACT: Readonly<Record<string, string>> = {
  API_BASE_URL:
    "NotionPress reads Notion's current API by default (NOTION_API_BASE_URL); set that only for a proxy",
  NOTION_INDEX: 'NotionPress orders posts itself (POSTS_SORT_BY), not by a database view',
  NOTION_HOST: 'NotionPress links and proxies Notion files itself; there is no custom Notion host',
  POST_URL_PREFIX_MAPPING_CATEGORY: 'per-category URL prefixes are not supported yet',
  POSTS_SHARE_SERVICES: "the share bar's services are fixed (conf/constants.ts)",
  POST_TITLE_ICON: "a post's Notion icon is always shown beside its title",
  POST_DISABLE_GALLERY_CLICK: 'gallery views always open their pages',
  IS_TAG_COLOR_DISTINGUISHED: 'tags always take their Notion colour',
  PREVIEW_CATEGORY_COUNT: 'no such setting: themes show every category',
  PREVIEW_TAG_COUNT: 'no such setting: themes show every tag',
  POST_WAITING_TIME_FOR_404: 'a missing post waits a fixed time here (conf/constants.ts)',
  COMMENT_HIDE_SINGLE_TAB: 'a single comment system never shows a tab',
  COMMENT_TWIKOO_COUNT_ENABLE: 'comment counts are not shown in lists',
  COMMENT_WEBMENTION_TOKEN: 'not needed: mentions are read from webmention.io without a token',
  BEI_AN_GONGAN: 'only the ICP licence line (BEI_AN) is shown',
  FONT_AWESOME: 'icons are bundled: no Font Awesome stylesheet is loaded',
  FONT_DISPLAY: 'web fonts always load with font-display: swap',
  FONT_PRELOAD: 'web fonts are not preloaded',
  FONT_SUBSET: 'web-font subsets come from the FONT_URL you set',
  ANIMATE_CSS_URL: 'animations are built in: no animate.css is loaded',
  IMG_LAZY_LOAD_PLACEHOLDER: 'images have their own placeholder',
  IMG_URL_TYPE: 'deprecated in NotionNext itself',
  IMG_COMPRESS_WIDTH: 'images use IMAGE_COMPRESS_WIDTH',
  RANDOM_IMAGE_URL: 'pictures are never replaced by random images',
  RANDOM_IMAGE_REPLACE_TEXT: 'pictures are never replaced by random images',
  MUSIC_PLAYER_METING_LRC_TYPE: 'deprecated in NotionNext itself (MUSIC_PLAYER_LRC_TYPE is read)',
  FACEBOOK_PAGE: 'no Facebook page widget',
  FACEBOOK_PAGE_TITLE: 'no Facebook page widget',
  AD_WWADS_BLOCK_DETECT: 'no ad-blocker notice',
  CONTACT_XIAOHONGSHU: 'the contact row has no Xiaohongshu icon',
  CONTACT_ZHISHIXINGQIU: 'the contact row has no Zhishi Xingqiu icon',
  LAYOUT_MAPPINGS: 'routes and their layouts are fixed (docs/themes.md)',
  DEBUG: "NotionNext's debug panel; NotionPress has none",
  ENABLE_CACHE: "NotionNext's build internals: NotionPress always caches during a build",
  isProd: "NotionNext's build internals",
  BUNDLE_ANALYZER: "NotionNext's build internals",
  VERSION: 'the version is the package version',
  BACKGROUND_LIGHT: 'unused by NotionNext itself',
  BACKGROUND_DARK: 'unused by NotionNext itself',
  ENABLE_NPROGRSS: 'no route progress bar',
  REDIRECT_LANG: 'the browser-language redirect follows NOTION_PAGE_ID (docs/languages.md)'
}

const PREFIXES: Readonly<Record<string, string>> = {
  PRISM_: 'code is highlighted when the site is built: no Prism files load in the browser',
  ALGOLIA_: 'search is built in (a static index): no Algolia',
  TianliGPT_: 'AI summaries come from AI_SUMMARY_API when the site is built',
  ARTICLE_EXPIRATION_: 'no outdated-article notice',
  COMMENT_GISCUS_: 'Giscus follows the site language and loads lazily; not a setting here',
  WEB_WHIZ_: 'the WebWhiz chatbot is not supported',
  DIFY_CHATBOT_: 'the Dify chatbot is not supported',
  STARTER_: "a setting of NotionNext's starter theme that NotionPress's starter does not read",
  HEO_: "a setting of NotionNext's heo theme that NotionPress's heo does not read"
}

/** Why NotionPress has nothing for `name`, or null when it is unknown to both. */
export function unmappedReason(name: string): string | null {
  const exact = EXACT[name]
  if (exact) return exact
  const prefix = Object.keys(PREFIXES)
    .filter((p) => name.startsWith(p))
    .sort((a, b) => b.length - a.length)[0]
  return prefix ? (PREFIXES[prefix] ?? null) : null
}
