import { key } from '@/conf/key'
import { defineThemeConf } from '@/conf/themes/define'

/** A titled link of a config setting (plain text; the URL goes through the safe-URL check). */
export interface HeoLink {
  title: string
  url?: string
}

/** One column of the hero's skill wall: two icons, each a title, a picture and a colour. */
export interface HeoIconPair {
  title_1: string
  img_1?: string
  color_1?: string
  title_2: string
  img_2?: string
  color_2?: string
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)
const optString = (v: unknown) => v === undefined || typeof v === 'string'

const isLink = (v: unknown): v is HeoLink =>
  isRecord(v) && typeof v.title === 'string' && optString(v.url)
const isLinks = (v: unknown): v is readonly HeoLink[] => Array.isArray(v) && v.every(isLink)
const isPairs = (v: unknown): v is readonly HeoIconPair[] =>
  Array.isArray(v) &&
  v.every(
    (p) =>
      isRecord(p) &&
      typeof p.title_1 === 'string' &&
      typeof p.title_2 === 'string' &&
      ['img_1', 'img_2', 'color_1', 'color_2'].every((k) => optString(p[k]))
  )

const pair = (a: string, ca: string, b: string, cb: string): HeoIconPair => ({
  title_1: a,
  img_1: '',
  color_1: ca,
  title_2: b,
  img_2: '',
  color_2: cb
})

const link = (title: string, url: string, doc: string) =>
  key.json<HeoLink>({ title, url }, doc, isLink)

/** heo's settings: NotionNext's names and defaults (texts in English); plain text only. */
export const heoKeys = {
  HEO_HOME_POST_TWO_COLS: key.boolean(
    true,
    'Show the home cards two to a row on very wide screens.'
  ),
  HEO_HERO_REVERSE: key.boolean(false, "Swap the hero's banner and recommended posts."),
  HEO_HERO_BODY_REVERSE: key.boolean(false, 'Put the sidebar on the left.'),
  HEO_NOTICE_BAR: key.json<readonly HeoLink[]>(
    [
      { title: 'Welcome to my blog', url: '/' },
      { title: 'Read the docs for more help', url: '/article/how-this-site-works' }
    ],
    'Lines of the one-line ticker over the hero: [{ "title", "url" }] (empty hides it).',
    isLinks
  ),
  HEO_HERO_TITLE_1: key.string('Sharing code', 'First line of the hero banner.'),
  HEO_HERO_TITLE_2: key.string('and ways of thinking', 'Second line of the hero banner.'),
  HEO_HERO_TITLE_3: key.string('NOTIONPRESS', 'Small caption of the hero banner.'),
  HEO_HERO_TITLE_4: key.string('New release', 'Small caption of the "today" card.'),
  HEO_HERO_TITLE_5: key.string('Theme it your way', 'Title of the "today" card.'),
  HEO_HERO_TITLE_LINK: key.string('/article/how-this-site-works', 'Where the "today" card links.'),
  HEO_HERO_COVER_TITLE: key.string(
    'Wander',
    'Text of the panel over the banner that opens a random post.'
  ),
  HEO_HERO_CATEGORY_1: link('Must reads', '/archive', 'First shortcut tile under the banner.'),
  HEO_HERO_CATEGORY_2: link('Categories', '/category', 'Second shortcut tile under the banner.'),
  HEO_HERO_CATEGORY_3: link('Tags', '/tag', 'Third shortcut tile under the banner.'),
  HEO_HERO_RECOMMEND_POST_TAG: key.string(
    'Recommended',
    "Tag of the hero's recommended posts (at most 6; none tagged: the latest posts)."
  ),
  HEO_HERO_RECOMMEND_POST_SORT_BY_UPDATE_TIME: key.boolean(
    false,
    'Sort the recommended posts by last edit.'
  ),
  HEO_GROUP_ICONS: key.json<readonly HeoIconPair[]>(
    [
      pair('AfterEffect', '#989bf8', 'Sketch', '#ffffff'),
      pair('Docker', '#57b6e6', 'Photoshop', '#4082c3'),
      pair('FinalCutPro', '#ffffff', 'Python', '#ffffff'),
      pair('Swift', '#eb6840', 'Principle', '#8f55ba'),
      pair('illustrator', '#f29e39', 'CSS3', '#2c51db'),
      pair('JS', '#f7cb4f', 'HTML', '#e9572b'),
      pair('Git', '#df5b40', 'Rhino', '#1f1f1f')
    ],
    'Skill wall of the hero: pairs { title_1, img_1, color_1, title_2, img_2, color_2 } (no picture: initials).',
    isPairs
  ),
  HEO_INFOCARD_GREETINGS: key.list(
    [
      "Hello! I'm",
      '🔍 Sharing and helping',
      '🤝 Interaction and design',
      '🏃 Down-to-earth doer',
      '🏠 Smart-home tinkerer',
      '🤖️ Gadget enthusiast',
      '🧱 Team engine'
    ],
    'Greetings of the info card chip; a click shows the next one.'
  ),
  HEO_INFO_CARD_URL1: key.string('/about', 'First round link of the info card.'),
  HEO_INFO_CARD_ICON1: key.string(
    'fas fa-user',
    'Its icon: a picture URL, or user, github, link, mail, rss, home (Font Awesome names map to these).'
  ),
  HEO_INFO_CARD_URL2: key.string('https://github.com', 'Second round link of the info card.'),
  HEO_INFO_CARD_ICON2: key.string('fab fa-github', 'Its icon (as HEO_INFO_CARD_ICON1).'),
  HEO_INFO_CARD_URL3: key.string('/archive', 'Link of the info card\'s "more" pill.'),
  HEO_INFO_CARD_TEXT3: key.string('All posts', 'Text of the "more" pill (say where it leads).'),
  HEO_SOCIAL_CARD: key.boolean(true, 'Show the community card in the sidebar.'),
  HEO_SOCIAL_CARD_TITLE_1: key.string('Community', 'Title of the community card.'),
  HEO_SOCIAL_CARD_TITLE_2: key.string('Join the group to discuss and share', 'Its text.'),
  HEO_SOCIAL_CARD_TITLE_3: key.string('Join the community', 'Its button.'),
  HEO_SOCIAL_CARD_URL: key.string('/article/how-this-site-works', 'Where its button links.'),
  HEO_SITE_CREATE_TIME: key.string('2021-09-21', 'Day the site started (yyyy-MM-dd), for its age.'),
  HEO_POST_COUNT_TITLE: key.string('Posts:', 'Label of the post count.'),
  HEO_SITE_TIME_TITLE: key.string('Days online:', "Label of the site's age."),
  HEO_SITE_VISIT_TITLE: key.string('Visits:', 'Label of the visits (ANALYTICS_BUSUANZI_ENABLE).'),
  HEO_SITE_VISITOR_TITLE: key.string('Visitors:', 'Label of the visitors.'),
  HEO_MENU_INDEX: key.boolean(true, 'Show Home in the menu.'),
  HEO_MENU_CATEGORY: key.boolean(true, 'Show Category in the menu.'),
  HEO_MENU_TAG: key.boolean(true, 'Show Tags in the menu.'),
  HEO_MENU_ARCHIVE: key.boolean(true, 'Show Archive in the menu.'),
  HEO_MENU_SEARCH: key.boolean(true, 'Show Search in the menu and the search button.'),
  HEO_POST_LIST_COVER: key.boolean(true, 'Show covers on the list cards.'),
  HEO_POST_LIST_COVER_HOVER_ENLARGE: key.boolean(false, 'Zoom the cover when a card is hovered.'),
  HEO_POST_LIST_COVER_DEFAULT: key.boolean(
    true,
    "Give posts without a cover the site's cover on the list cards."
  ),
  HEO_POST_LIST_SUMMARY: key.boolean(true, 'Show the summary on the list cards.'),
  HEO_POST_LIST_PREVIEW: key.boolean(
    false,
    'Show the start of the post on the list cards (needs POST_LIST_PREVIEW).'
  ),
  HEO_ARTICLE_ADJACENT: key.boolean(true, 'Show the previous and next posts under an article.'),
  HEO_ARTICLE_COPYRIGHT: key.boolean(true, 'Show the copyright notice under an article.'),
  HEO_ARTICLE_RECOMMEND: key.boolean(true, 'Show related posts under an article.')
}

export const heoConf = defineThemeConf({
  id: 'heo',
  keys: heoKeys,
  menu: {
    CATEGORY: 'HEO_MENU_CATEGORY',
    TAG: 'HEO_MENU_TAG',
    ARCHIVE: 'HEO_MENU_ARCHIVE',
    SEARCH: 'HEO_MENU_SEARCH'
  },
  data: []
})
