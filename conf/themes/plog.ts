import { key } from '@/conf/key'
import { defineThemeConf } from '@/conf/themes/define'

const alias = (name: string) => ({ aliases: [`NOBELIUM_${name}`] })

/** plog's settings; NotionNext's plog read them as NOBELIUM_*, still accepted. */
export const plogKeys = {
  PLOG_MENU_CATEGORY: key.boolean(false, 'Show Category in the menu.', alias('MENU_CATEGORY')),
  PLOG_MENU_TAG: key.boolean(true, 'Show Tags in the menu.', alias('MENU_TAG')),
  PLOG_MENU_ARCHIVE: key.boolean(false, 'Show Archive in the menu.', alias('MENU_ARCHIVE')),
  PLOG_MENU_SEARCH: key.boolean(true, 'Show Search in the menu.', alias('MENU_SEARCH')),
  PLOG_MENU_RSS: key.boolean(false, 'Show RSS in the menu.', alias('MENU_RSS')),
  PLOG_NAV_NOTION_ICON: key.boolean(
    true,
    "Show the site's Notion icon in the bars (else a default icon).",
    alias('NAV_NOTION_ICON')
  )
}

export const plogConf = defineThemeConf({
  id: 'plog',
  keys: plogKeys,
  menu: {
    CATEGORY: 'PLOG_MENU_CATEGORY',
    TAG: 'PLOG_MENU_TAG',
    ARCHIVE: 'PLOG_MENU_ARCHIVE',
    SEARCH: 'PLOG_MENU_SEARCH',
    RSS: 'PLOG_MENU_RSS'
  },
  data: []
})
