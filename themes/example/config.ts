import { key } from '../../lib/config/define'

/** The reference theme's settings (THEMES.md §4.2). */
export const exampleConfig = {
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
