import { key } from '@/conf/key'
import { defineThemeConf } from '@/conf/themes/define'

/**
 * nobelium's settings. The NOBELIUM_MENU_* and NOBELIUM_NAV_NOTION_ICON names
 * are also plog's aliases: one Notion row sets both themes, each reading its own keys.
 */
export const nobeliumKeys = {
  NOBELIUM_NAV_NOTION_ICON: key.boolean(
    true,
    "Show the site's Notion icon in the nav (else a black square)."
  ),
  NOBELIUM_MENU_RANDOM_POST: key.boolean(true, 'Show the random-post button in the nav.'),
  NOBELIUM_MENU_SEARCH_BUTTON: key.boolean(true, 'Show the search button in the nav.'),
  NOBELIUM_MENU_DARKMODE_BUTTON: key.boolean(true, 'Show the dark-mode button in the nav.'),
  NOBELIUM_AUTO_COLLAPSE_NAV_BAR: key.boolean(
    true,
    'Hide the nav while scrolling down and bring it back on scrolling up.'
  ),
  NOBELIUM_MENU_CATEGORY: key.boolean(false, 'Show Category in the menu.'),
  NOBELIUM_MENU_TAG: key.boolean(true, 'Show Tags in the menu.'),
  NOBELIUM_MENU_ARCHIVE: key.boolean(false, 'Show Archive in the menu.'),
  NOBELIUM_MENU_SEARCH: key.boolean(true, 'Show Search in the menu.'),
  NOBELIUM_MENU_RSS: key.boolean(false, 'Show RSS in the menu (needs ENABLE_RSS).')
}

export const nobeliumConf = defineThemeConf({
  id: 'nobelium',
  keys: nobeliumKeys,
  menu: {
    CATEGORY: 'NOBELIUM_MENU_CATEGORY',
    TAG: 'NOBELIUM_MENU_TAG',
    ARCHIVE: 'NOBELIUM_MENU_ARCHIVE',
    SEARCH: 'NOBELIUM_MENU_SEARCH',
    RSS: 'NOBELIUM_MENU_RSS'
  },
  data: []
})
