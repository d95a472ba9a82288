import { key } from '@/conf/key'
import { defineThemeConf } from '@/conf/themes/define'

/** movie's settings: NotionNext's names and defaults. */
export const movieKeys = {
  MOVIE_MENU_INDEX: key.boolean(false, 'Show Home in the menu.'),
  MOVIE_MENU_CATEGORY: key.boolean(true, 'Show Category in the menu.'),
  MOVIE_MENU_TAG: key.boolean(true, 'Show Tags in the menu.'),
  MOVIE_MENU_ARCHIVE: key.boolean(true, 'Show Archive in the menu.'),
  MOVIE_MENU_SEARCH: key.boolean(true, 'Show Search in the menu and the search button.'),
  MOVIE_HOME_BACKGROUND: key.boolean(
    false,
    "Lay the site's cover, full screen and dimmed, behind the home page."
  ),
  MOVIE_PREVIEW_CATEGORY_COUNT: key.number(16, 'How many categories the 404 page lists.'),
  MOVIE_POST_LIST_COVER: key.boolean(
    true,
    'Show covers on the posters (off: plain dark posters with the title).'
  ),
  MOVIE_ARTICLE_RECOMMEND: key.boolean(true, 'Show a row of related posters under an article.'),
  MOVIE_VIDEO_COMBINE: key.boolean(
    true,
    "Gather a post's videos into one player with an episode list at the top of the article."
  ),
  MOVIE_VIDEO_COMBINE_SHOW_PAGE_FORCE: key.boolean(
    false,
    'Show the episode player for a post with a single video too.'
  )
}

export const movieConf = defineThemeConf({
  id: 'movie',
  keys: movieKeys,
  menu: {
    CATEGORY: 'MOVIE_MENU_CATEGORY',
    TAG: 'MOVIE_MENU_TAG',
    ARCHIVE: 'MOVIE_MENU_ARCHIVE',
    SEARCH: 'MOVIE_MENU_SEARCH'
  },
  data: ['archiveMonths']
})
