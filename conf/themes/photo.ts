import { key } from '@/conf/key'
import { defineThemeConf } from '@/conf/themes/define'

/** photo's settings: NotionNext's names and defaults. */
export const photoKeys = {
  PHOTO_MENU_INDEX: key.boolean(false, 'Start the menu with a Home link.'),
  PHOTO_MENU_CATEGORY: key.boolean(true, 'Show Category in the menu.'),
  PHOTO_MENU_TAG: key.boolean(true, 'Show Tags in the menu.'),
  PHOTO_MENU_ARCHIVE: key.boolean(true, 'Show Archive in the menu.'),
  PHOTO_MENU_SEARCH: key.boolean(true, 'Show Search in the menu.'),
  PHOTO_HOME_BACKGROUND: key.boolean(
    false,
    "Show the home page's background cover (HOME_BANNER_IMAGE, else the site cover) over the whole screen."
  ),
  PHOTO_PREVIEW_CATEGORY_COUNT: key.number(16, 'Most categories in the 404 page’s category list.', {
    min: 0
  }),
  PHOTO_POST_LIST_COVER: key.boolean(
    true,
    "Show each card's cover in the lists (off: the title and month only)."
  ),
  PHOTO_ARTICLE_RECOMMEND: key.boolean(true, 'Show related posts under an article.'),
  PHOTO_VIDEO_COMBINE: key.boolean(
    true,
    "Gather an article's captioned videos into one player with an episode list."
  ),
  PHOTO_VIDEO_COMBINE_SHOW_PAGE_FORCE: key.boolean(
    false,
    'Show the episode list even when there is only one episode.'
  )
}

export const photoConf = defineThemeConf({
  id: 'photo',
  keys: photoKeys,
  menu: {
    CATEGORY: 'PHOTO_MENU_CATEGORY',
    TAG: 'PHOTO_MENU_TAG',
    ARCHIVE: 'PHOTO_MENU_ARCHIVE',
    SEARCH: 'PHOTO_MENU_SEARCH'
  },
  data: ['archiveMonths']
})
