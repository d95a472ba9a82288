import { key } from '@/conf/key'
import { defineThemeConf } from '@/conf/themes/define'

/** medium's settings, NotionNext's names. */
export const mediumKeys = {
  MEDIUM_RIGHT_PANEL_DARK: key.boolean(false, 'Draw the right panel dark in light mode too.'),
  MEDIUM_POST_LIST_COVER: key.boolean(true, 'Show each post cover full width in the lists.'),
  MEDIUM_POST_LIST_PREVIEW: key.boolean(
    true,
    'Show the Notion preview (with POST_LIST_PREVIEW) and a "read more" link in the lists.'
  ),
  MEDIUM_POST_LIST_CATEGORY: key.boolean(true, 'Show the category under titles in the lists.'),
  MEDIUM_POST_LIST_TAG: key.boolean(true, 'Show the tags under titles in the lists.'),
  MEDIUM_POST_DETAIL_CATEGORY: key.boolean(true, 'Show the category under an article.'),
  MEDIUM_POST_DETAIL_TAG: key.boolean(true, 'Show the tags under an article.'),
  MEDIUM_MENU_CATEGORY: key.boolean(true, 'Show Category in the menu.'),
  MEDIUM_MENU_TAG: key.boolean(true, 'Show Tags in the menu.'),
  MEDIUM_MENU_ARCHIVE: key.boolean(true, 'Show Archive in the menu.'),
  MEDIUM_MENU_SEARCH: key.boolean(true, 'Show Search in the menu.'),
  MEDIUM_WIDGET_TO_TOP: key.boolean(true, 'Show the back-to-top button.')
}

export const mediumConf = defineThemeConf({
  id: 'medium',
  keys: mediumKeys,
  menu: {
    CATEGORY: 'MEDIUM_MENU_CATEGORY',
    TAG: 'MEDIUM_MENU_TAG',
    ARCHIVE: 'MEDIUM_MENU_ARCHIVE',
    SEARCH: 'MEDIUM_MENU_SEARCH'
  },
  data: []
})
