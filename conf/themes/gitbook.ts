import { key } from '@/conf/key'
import { defineThemeConf } from '@/conf/themes/define'

/** gitbook's settings, NotionNext's names. */
export const gitbookKeys = {
  GITBOOK_INDEX_PAGE: key.string('about', 'Slug of the post or Page shown as the home page.'),
  GITBOOK_AUTO_SORT: key.boolean(
    true,
    'Group the navigation by category name (else runs of the database order).'
  ),
  GITBOOK_LATEST_POST_RED_BADGE: key.boolean(
    true,
    'Mark posts published since the visitor last came with a red dot.'
  ),
  GITBOOK_EXCLUSIVE_COLLAPSE: key.boolean(true, 'Keep one navigation folder open at a time.'),
  GITBOOK_FOLDER_HOVER_EXPAND: key.boolean(false, 'Open navigation folders on hover.'),
  GITBOOK_MENU_CATEGORY: key.boolean(true, 'Show Category in the menu.'),
  GITBOOK_MENU_TAG: key.boolean(true, 'Show Tags in the menu.', {
    aliases: ['GITBOOK_BOOK_MENU_TAG']
  }),
  GITBOOK_MENU_ARCHIVE: key.boolean(true, 'Show Archive in the menu.'),
  GITBOOK_MENU_SEARCH: key.boolean(true, 'Show Search in the menu.')
}

export const gitbookConf = defineThemeConf({
  id: 'gitbook',
  keys: gitbookKeys,
  menu: {
    CATEGORY: 'GITBOOK_MENU_CATEGORY',
    TAG: 'GITBOOK_MENU_TAG',
    ARCHIVE: 'GITBOOK_MENU_ARCHIVE',
    SEARCH: 'GITBOOK_MENU_SEARCH'
  },
  data: ['allPosts', 'indexPost']
})
