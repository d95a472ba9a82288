import { key } from '@/conf/key'
import { defineThemeConf } from '@/conf/themes/define'

/** The reference theme's settings. */
export const exampleKeys = {
  EXAMPLE_MENU_CATEGORY: key.boolean(true, 'Show Category in the menu.'),
  EXAMPLE_MENU_TAG: key.boolean(true, 'Show Tags in the menu.'),
  EXAMPLE_MENU_ARCHIVE: key.boolean(true, 'Show Archive in the menu.'),
  EXAMPLE_MENU_SEARCH: key.boolean(true, 'Show Search in the menu.'),
  EXAMPLE_MENU_RSS: key.boolean(false, 'Show RSS in the menu.'),
  EXAMPLE_POST_LIST_COVER: key.boolean(true, 'Show the cover beside each post in lists.'),
  EXAMPLE_TITLE_IMAGE: key.boolean(false, 'Show the cover behind the title band.'),
  EXAMPLE_ARTICLE_LAYOUT_VERTICAL: key.boolean(false, 'Put the sidebar below posts.'),
  EXAMPLE_ARTICLE_HIDDEN_NOTIFICATION: key.boolean(false, 'Hide the notice on posts.')
}

export const exampleConf = defineThemeConf({
  id: 'example',
  keys: exampleKeys,
  menu: {
    CATEGORY: 'EXAMPLE_MENU_CATEGORY',
    TAG: 'EXAMPLE_MENU_TAG',
    ARCHIVE: 'EXAMPLE_MENU_ARCHIVE',
    SEARCH: 'EXAMPLE_MENU_SEARCH',
    RSS: 'EXAMPLE_MENU_RSS'
  },
  data: []
})
