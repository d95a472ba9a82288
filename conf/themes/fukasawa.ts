import { key } from '@/conf/key'
import { defineThemeConf } from '@/conf/themes/define'

/** fukasawa's settings (a masonry card wall), NotionNext's names and defaults. */
export const fukasawaKeys = {
  FUKASAWA_MAILCHIMP_FORM: key.boolean(
    false,
    'Show the newsletter form in the sidebar (needs MAILCHIMP_FORM_URL).'
  ),
  FUKASAWA_POST_LIST_COVER: key.boolean(true, "Show each post's cover on its card."),
  FUKASAWA_POST_LIST_COVER_FORCE: key.boolean(
    false,
    "Use the site's cover on cards of posts that have none."
  ),
  FUKASAWA_POST_LIST_PREVIEW: key.boolean(
    false,
    'Show the start of the post (POST_LIST_PREVIEW) on cards instead of the summary.'
  ),
  FUKASAWA_POST_LIST_ANIMATION: key.boolean(false, 'Cards fade up as they appear.'),
  FUKASAWA_MENU_CATEGORY: key.boolean(true, 'Show Category in the menu.'),
  FUKASAWA_MENU_TAG: key.boolean(true, 'Show Tags in the menu.'),
  FUKASAWA_MENU_ARCHIVE: key.boolean(true, 'Show Archive in the menu.'),
  FUKASAWA_SIDEBAR_COLLAPSE_BUTTON: key.boolean(
    true,
    'Show the button that folds the sidebar away.'
  ),
  FUKASAWA_SIDEBAR_COLLAPSE_SATUS_DEFAULT: key.boolean(
    false,
    "The sidebar starts folded (until the visitor chooses; NotionNext's spelling)."
  ),
  FUKASAWA_SIDEBAR_COLLAPSE_ON_SCROLL: key.boolean(
    false,
    'On posts, fold the sidebar in windows narrower than 1366 px and while scrolled down; it opens again at the top of a wide window.'
  )
}

export const fukasawaConf = defineThemeConf({
  id: 'fukasawa',
  keys: fukasawaKeys,
  menu: {
    CATEGORY: 'FUKASAWA_MENU_CATEGORY',
    TAG: 'FUKASAWA_MENU_TAG',
    ARCHIVE: 'FUKASAWA_MENU_ARCHIVE'
  },
  data: []
})
