import { key } from '@/conf/key'
import { defineThemeConf } from '@/conf/themes/define'

/** game's settings: an HTML5 game portal where each post with an `ext.href` is a game. */
export const gameKeys = {
  GAME_RECOMMEND_TAG: key.string(
    'Recommend',
    'Tag marking featured games: large tiles, and the search drawer’s default list.'
  ),
  GAME_INDEX_EXPAND_RECOMMEND: key.boolean(true, 'Give featured games a large tile of their own.'),
  GAME_NAV_NOTION_ICON: key.boolean(true, "Show the site's Notion icon on the logo card."),
  GAME_MENU_RANDOM_POST: key.boolean(true, 'Show the random-game button in the menu card.'),
  GAME_MENU_SEARCH_BUTTON: key.boolean(true, 'Show the search button that opens the game finder.'),
  GAME_MENU_CATEGORY: key.boolean(false, 'Show Category in the menu.'),
  GAME_MENU_TAG: key.boolean(true, 'Show Tags in the menu.'),
  GAME_MENU_ARCHIVE: key.boolean(false, 'Show Archive in the menu.'),
  GAME_MENU_SEARCH: key.boolean(true, 'Show Search in the menu.'),
  GAME_MENU_RSS: key.boolean(false, 'Show RSS in the menu (needs ENABLE_RSS).'),
  GAME_FRAME_HOSTS: key.list(
    [],
    'Hosts whose https pages the player may frame (games.example.com, …); pages of this site always may. File or environment only.',
    { notion: false }
  )
}

export const gameConf = defineThemeConf({
  id: 'game',
  keys: gameKeys,
  menu: {
    CATEGORY: 'GAME_MENU_CATEGORY',
    TAG: 'GAME_MENU_TAG',
    ARCHIVE: 'GAME_MENU_ARCHIVE',
    SEARCH: 'GAME_MENU_SEARCH',
    RSS: 'GAME_MENU_RSS'
  },
  data: ['games']
})
