import { key } from '@/conf/key'
import { defineThemeConf } from '@/conf/themes/define'

/** nav's settings, NotionNext's names. */
export const navKeys = {
  NAV_AUTO_SORT: key.boolean(
    true,
    'Group the link tiles by category name (else runs of the database order).'
  ),
  NAV_SHOW_TITLE_TEXT: key.boolean(
    false,
    'Show the site title beside the logo in the left column.'
  ),
  NAV_USE_CUSTOM_MENU: key.boolean(
    true,
    'Side menu from the Notion Menu rows (with icons); off: every category as a "# name" link.'
  ),
  NAV_MENU_CATEGORY: key.boolean(true, 'Show Category in the phone menu.'),
  NAV_MENU_TAG: key.boolean(true, 'Show Tags in the phone menu.'),
  NAV_MENU_ARCHIVE: key.boolean(true, 'Show Archive in the phone menu.'),
  NAV_MENU_SEARCH: key.boolean(true, 'Show Search in the phone menu.'),
  NAV_WIDGET_TO_TOP: key.boolean(true, 'Show the back-to-top button.')
}

export const navConf = defineThemeConf({
  id: 'nav',
  keys: navKeys,
  menu: {
    CATEGORY: 'NAV_MENU_CATEGORY',
    TAG: 'NAV_MENU_TAG',
    ARCHIVE: 'NAV_MENU_ARCHIVE',
    SEARCH: 'NAV_MENU_SEARCH'
  },
  data: ['links']
})
