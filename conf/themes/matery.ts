import { key } from '@/conf/key'
import { defineThemeConf } from '@/conf/themes/define'

/** matery's settings: NotionNext's names and defaults. */
export const materyKeys = {
  MATERY_HOME_BANNER_ENABLE: key.boolean(true, 'Show the full-screen hero on the home page.'),
  MATERY_HOME_NAV_BACKGROUND_IMG_FIXED: key.boolean(
    false,
    "Keep the hero's picture still while the page scrolls over it."
  ),
  MATERY_SHOW_START_READING: key.boolean(
    true,
    'Show the "start reading" button that scrolls down to the posts.'
  ),
  MATERY_MENU_CATEGORY: key.boolean(true, 'Show Category in the menu.'),
  MATERY_MENU_TAG: key.boolean(true, 'Show Tags in the menu.'),
  MATERY_MENU_ARCHIVE: key.boolean(true, 'Show Archive in the menu.'),
  MATERY_MENU_SEARCH: key.boolean(true, 'Show Search in the menu and the search button.'),
  MATERY_POST_LIST_COVER: key.boolean(true, 'Show covers on the list cards.'),
  MATERY_POST_LIST_SUMMARY: key.boolean(true, 'Show the summary on the list cards.'),
  MATERY_POST_LIST_PREVIEW: key.boolean(
    true,
    'Show the start of the post on the list cards instead of the summary (needs POST_LIST_PREVIEW).'
  ),
  MATERY_ARTICLE_ADJACENT: key.boolean(true, 'Show the previous and next posts under an article.'),
  MATERY_ARTICLE_COPYRIGHT: key.boolean(true, 'Show the copyright notice under an article.'),
  MATERY_ARTICLE_RECOMMEND: key.boolean(true, 'Show related posts under an article.'),
  MATERY_WIDGET_TO_TOP: key.boolean(true, 'Show the floating back-to-top button.'),
  MATERY_WIDGET_TO_COMMENT: key.boolean(true, 'Show the floating jump-to-comments button.'),
  MATERY_WIDGET_DARK_MODE: key.boolean(true, 'Show the floating dark-mode button.', {
    aliases: ['WIDGET_DARK_MODE']
  }),
  MATERY_WIDGET_TOC: key.boolean(true, 'Show the contents rail beside an article on wide screens.')
}

export const materyConf = defineThemeConf({
  id: 'matery',
  keys: materyKeys,
  menu: {
    CATEGORY: 'MATERY_MENU_CATEGORY',
    TAG: 'MATERY_MENU_TAG',
    ARCHIVE: 'MATERY_MENU_ARCHIVE',
    SEARCH: 'MATERY_MENU_SEARCH'
  },
  data: []
})
