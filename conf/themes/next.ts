import { key } from '@/conf/key'
import { defineThemeConf } from '@/conf/themes/define'

/** next's settings (a NexT / Pisces port), NotionNext's names and defaults. */
export const nextKeys = {
  NEXT_NAV_TYPE: key.enum(
    ['normal', 'fixed', 'autoCollapse'] as const,
    'normal',
    "The phone top bar: 'normal' scrolls away, 'fixed' stays, 'autoCollapse' hides while scrolling down."
  ),
  NEXT_POST_LIST_COVER: key.boolean(false, "Show each post's cover on top of its list card."),
  NEXT_POST_LIST_PREVIEW: key.boolean(
    true,
    'Show the start of the post (POST_LIST_PREVIEW) in list cards.'
  ),
  NEXT_POST_LIST_SUMMARY: key.boolean(false, "Show the post's summary in list cards."),
  NEXT_PREVIEW_TAG_COUNT: key.number(16, 'Most tags in the right column.', { min: 0 }),
  NEXT_PREVIEW_CATEGORY_COUNT: key.number(16, 'Most categories in the right column.', { min: 0 }),
  NEXT_POST_HEADER_IMAGE_VISIBLE: key.boolean(false, "Show the post's cover above the article."),
  NEXT_RIGHT_BAR: key.boolean(true, 'Show the right widget column (wide screens).'),
  NEXT_RIGHT_LATEST_POSTS: key.boolean(true, 'Latest posts in the right column.'),
  NEXT_RIGHT_CATEGORY_LIST: key.boolean(true, 'Categories in the right column.'),
  NEXT_RIGHT_TAG_LIST: key.boolean(true, 'Tags in the right column.'),
  NEXT_RIGHT_AD: key.boolean(false, 'An ad unit (the site AdSense settings) in the right column.'),
  NEXT_MENU_CATEGORY: key.boolean(true, 'Show Category in the menu.'),
  NEXT_MENU_TAG: key.boolean(true, 'Show Tags in the menu.'),
  NEXT_MENU_ARCHIVE: key.boolean(true, 'Show Archive in the menu.'),
  NEXT_MENU_SEARCH: key.boolean(true, 'Show Search in the menu and the search field.'),
  NEXT_WIDGET_TO_TOP: key.boolean(true, 'Floating back-to-top button.'),
  NEXT_WIDGET_TO_BOTTOM: key.boolean(false, 'Floating to-bottom button.'),
  NEXT_WIDGET_DARK_MODE: key.boolean(false, 'Floating dark-mode button.'),
  NEXT_WIDGET_TOC: key.boolean(true, 'Floating contents button on phones.'),
  NEXT_ARTICLE_RELATE_POSTS: key.boolean(true, 'Related posts under the article.'),
  NEXT_ARTICLE_COPYRIGHT: key.boolean(true, 'Copyright notice under the article.'),
  NEXT_ARTICLE_INFO: key.boolean(true, "The article's info block: title, dates, words, read time.")
}

export const nextConf = defineThemeConf({
  id: 'next',
  keys: nextKeys,
  menu: {
    CATEGORY: 'NEXT_MENU_CATEGORY',
    TAG: 'NEXT_MENU_TAG',
    ARCHIVE: 'NEXT_MENU_ARCHIVE',
    SEARCH: 'NEXT_MENU_SEARCH'
  },
  data: []
})
