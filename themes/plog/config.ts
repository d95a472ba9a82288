import { key } from '../../lib/config/define'

const alias = (name: string) => ({ aliases: [`NOBELIUM_${name}`] })

/** plog's settings (THEMES.md §4.17); NotionNext's plog read them as NOBELIUM_*, still accepted. */
export const plogConfig = {
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
