import { key } from '@/conf/key'
import { defineThemeConf } from '@/conf/themes/define'

/** hexo's settings: NotionNext's names and defaults. */
export const hexoKeys = {
  HEXO_HOME_BANNER_ENABLE: key.boolean(true, 'Show the full-screen hero on the home page.'),
  HEXO_HOME_NAV_BUTTONS: key.boolean(true, 'Show the categories as buttons in the hero.'),
  HEXO_HOME_NAV_BACKGROUND_IMG_FIXED: key.boolean(
    false,
    "Keep the hero's picture still while the page scrolls over it."
  ),
  HEXO_SHOW_START_READING: key.boolean(true, 'Show the arrow that scrolls down to the posts.'),
  HEXO_MENU_INDEX: key.boolean(true, 'Show Home in the menu.'),
  HEXO_MENU_CATEGORY: key.boolean(true, 'Show Category in the menu.'),
  HEXO_MENU_TAG: key.boolean(true, 'Show Tags in the menu.'),
  HEXO_MENU_ARCHIVE: key.boolean(true, 'Show Archive in the menu.'),
  HEXO_MENU_SEARCH: key.boolean(true, 'Show Search in the menu and the search button.'),
  HEXO_MENU_RANDOM: key.boolean(true, 'Show the random-post button in the nav.'),
  HEXO_POST_LIST_COVER: key.boolean(true, 'Show covers on the list cards.'),
  HEXO_POST_LIST_COVER_HOVER_ENLARGE: key.boolean(false, 'Zoom the cover when a card is hovered.'),
  HEXO_POST_LIST_COVER_DEFAULT: key.boolean(
    true,
    "Give posts without a cover the site's cover on the list cards."
  ),
  HEXO_POST_LIST_SUMMARY: key.boolean(true, 'Show the summary on the list cards.'),
  HEXO_POST_LIST_PREVIEW: key.boolean(
    false,
    'Show the start of the post on the list cards (needs POST_LIST_PREVIEW).'
  ),
  HEXO_POST_LIST_IMG_CROSSOVER: key.boolean(true, 'Alternate the cover left and right.'),
  HEXO_ARTICLE_ADJACENT: key.boolean(true, 'Show the previous and next posts under an article.'),
  HEXO_ARTICLE_COPYRIGHT: key.boolean(true, 'Show the copyright notice under an article.'),
  HEXO_ARTICLE_RECOMMEND: key.boolean(true, 'Show related posts under an article.'),
  HEXO_WIDGET_LATEST_POSTS: key.boolean(true, 'Show the latest posts in the sidebar.'),
  HEXO_WIDGET_ANALYTICS: key.boolean(
    false,
    'Show the statistics card in the sidebar (posts; visits and visitors with ANALYTICS_BUSUANZI_ENABLE).'
  ),
  HEXO_WIDGET_TO_TOP: key.boolean(true, 'Show the floating back-to-top button.'),
  HEXO_WIDGET_TO_COMMENT: key.boolean(true, 'Show the floating jump-to-comments button.'),
  HEXO_WIDGET_DARK_MODE: key.boolean(true, 'Show the floating dark-mode button.'),
  HEXO_WIDGET_TOC: key.boolean(true, 'Show the contents card and the floating contents button.'),
  HEXO_THEME_COLOR: key.string('#928CEE', 'Accent colour of links, menu lines and buttons.')
}

export const hexoConf = defineThemeConf({
  id: 'hexo',
  keys: hexoKeys,
  menu: {
    CATEGORY: 'HEXO_MENU_CATEGORY',
    TAG: 'HEXO_MENU_TAG',
    ARCHIVE: 'HEXO_MENU_ARCHIVE',
    SEARCH: 'HEXO_MENU_SEARCH'
  },
  data: []
})
