import { key } from '@/conf/key'
import { defineThemeConf } from '@/conf/themes/define'

/** A column of the footer: its heading and links (plain text; URLs checked where drawn). */
export interface MagzineFooterGroup {
  name: string
  menus: readonly { title: string; href: string }[]
}

// Any list: the footer keeps the well-formed columns and links of it and drops the rest.
const isGroups = (v: unknown): v is readonly MagzineFooterGroup[] => Array.isArray(v)

const group = (name: string, menus: [string, string][]): MagzineFooterGroup => ({
  name,
  menus: menus.map(([title, href]) => ({ title, href }))
})

/** magzine's settings: NotionNext's names and defaults (texts in English); plain text only. */
export const magzineKeys = {
  MAGZINE_HOME_BANNER_ENABLE: key.boolean(true, 'Show the black promo box beside the lead story.'),
  MAGZINE_HOME_BUTTON: key.boolean(true, "Show the promo box's green button."),
  MAGZINE_HOME_BUTTON_URL: key.string('/about', "Where the promo box's button links."),
  MAGZINE_HOME_BUTTON_TEXT: key.string('About this site', "Text of the promo box's button."),
  MAGZINE_HOME_TITLE: key.string('Stories worth the read', 'Title of the promo box.'),
  MAGZINE_HOME_DESCRIPTION: key.string(
    'Travel notes, film photography and the craft of making things, every week.',
    'Text of the promo box (plain text).'
  ),
  MAGZINE_HOME_TIPS: key.string(
    'Written and photographed on the road.',
    'Small line under the promo box text (plain text).'
  ),
  MAGZINE_HOME_HIDDEN_CATEGORY: key.string(
    '',
    'Categories without a row on the home page (comma list).'
  ),
  MAGZINE_RECOMMEND_POST_TAG: key.string(
    'Recommended',
    'Tag of the recommended posts (none tagged: the latest posts).'
  ),
  MAGZINE_RECOMMEND_POST_COUNT: key.number(6, 'How many recommended posts to show.', {
    min: 0,
    max: 24
  }),
  MAGZINE_RECOMMEND_POST_TITLE: key.string(
    'Recommended',
    'Heading of the recommended row (empty: the default label).'
  ),
  MAGZINE_RECOMMEND_POST_SORT_BY_UPDATE_TIME: key.boolean(
    false,
    'Sort the recommended posts by last edit.'
  ),
  MAGZINE_POST_LIST_COVER: key.boolean(true, 'Show covers on the cards.'),
  MAGZINE_POST_LIST_PREVIEW: key.boolean(true, "Show the summary on the home page's top stories."),
  MAGZINE_POST_LIST_CATEGORY: key.boolean(true, 'Show the category on the cards.'),
  MAGZINE_POST_LIST_TAG: key.boolean(true, "Show the lead story's tags."),
  MAGZINE_POST_DETAIL_CATEGORY: key.boolean(true, "Show the category over an article's title."),
  MAGZINE_POST_DETAIL_TAG: key.boolean(true, 'Show the tags under an article.'),
  MAGZINE_ARTICLE_ADJACENT: key.boolean(true, 'Show the previous and next posts under an article.'),
  MAGZINE_SOCIAL_CARD: key.boolean(true, "Show the community card in the article's right rail."),
  MAGZINE_SOCIAL_CARD_TITLE_1: key.string('Join the community', 'Title of the community card.'),
  MAGZINE_SOCIAL_CARD_TITLE_2: key.string(
    'Talk with other readers and the author.',
    'Text of the community card.'
  ),
  MAGZINE_SOCIAL_CARD_TITLE_3: key.string('Join now', "Text of the community card's link."),
  MAGZINE_SOCIAL_CARD_URL: key.string('/about', 'Where the community card links.'),
  MAGZINE_FOOTER_LINKS: key.json<readonly MagzineFooterGroup[]>(
    [
      group('Read', [
        ['Archive', '/archive'],
        ['Categories', '/category'],
        ['Tags', '/tag']
      ]),
      group('About', [
        ['About', '/about'],
        ['How this site works', '/article/how-this-site-works']
      ]),
      group('Elsewhere', [
        ['NotionPress', 'https://github.com/'],
        ['Search', '/search']
      ])
    ],
    'Footer link columns: [{ "name", "menus": [{ "title", "href" }] }] (empty hides them).',
    isGroups
  ),
  MAGZINE_MENU_CATEGORY: key.boolean(true, 'Show Category in the menu.'),
  MAGZINE_MENU_TAG: key.boolean(true, 'Show Tags in the menu.'),
  MAGZINE_MENU_ARCHIVE: key.boolean(true, 'Show Archive in the menu.'),
  MAGZINE_MENU_SEARCH: key.boolean(true, "Show the header's search button."),
  MAGZINE_WIDGET_TO_TOP: key.boolean(true, 'Show the back-to-top button.')
}

export const magzineConf = defineThemeConf({
  id: 'magzine',
  keys: magzineKeys,
  menu: {
    CATEGORY: 'MAGZINE_MENU_CATEGORY',
    TAG: 'MAGZINE_MENU_TAG',
    ARCHIVE: 'MAGZINE_MENU_ARCHIVE'
  },
  data: ['categoryCards']
})
