import { key } from '@/conf/key'
import { defineThemeConf } from '@/conf/themes/define'

/** A step of the career timeline: its title, a short line (years, place) and the story. */
export interface ProxioCareer {
  title: string
  bio?: string
  text?: string
}

/** A testimonial card, with NotionNext's field names. */
export interface ProxioTestimonial {
  PROXIO_TESTIMONIALS_ITEM_TEXT: string
  PROXIO_TESTIMONIALS_ITEM_AVATAR?: string
  PROXIO_TESTIMONIALS_ITEM_NICKNAME: string
  PROXIO_TESTIMONIALS_ITEM_DESCRIPTION?: string
  PROXIO_TESTIMONIALS_ITEM_URL?: string
}

/** A question and its answer (plain text). */
export interface ProxioFaq {
  q: string
  a: string
}

/** A footer column: its name and links. */
export interface ProxioLinkGroup {
  name: string
  menus: readonly { title: string; href: string }[]
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)
const optString = (v: unknown) => v === undefined || typeof v === 'string'
const listOf =
  <T>(item: (v: Record<string, unknown>) => boolean) =>
  (v: unknown): v is readonly T[] =>
    Array.isArray(v) && v.every((x) => isRecord(x) && item(x))

const isCareers = listOf<ProxioCareer>(
  (c) => typeof c.title === 'string' && optString(c.bio) && optString(c.text)
)
const isTestimonials = listOf<ProxioTestimonial>(
  (t) =>
    typeof t.PROXIO_TESTIMONIALS_ITEM_TEXT === 'string' &&
    typeof t.PROXIO_TESTIMONIALS_ITEM_NICKNAME === 'string' &&
    ['AVATAR', 'DESCRIPTION', 'URL'].every((k) => optString(t[`PROXIO_TESTIMONIALS_ITEM_${k}`]))
)
const isFaqs = listOf<ProxioFaq>((f) => typeof f.q === 'string' && typeof f.a === 'string')
const isLinkGroups = listOf<ProxioLinkGroup>(
  (g) =>
    typeof g.name === 'string' &&
    Array.isArray(g.menus) &&
    g.menus.every((m) => isRecord(m) && typeof m.title === 'string' && typeof m.href === 'string')
)

const ICON_NAMES =
  "(bolt, layers, search, palette, globe, lock, chat, chart, code, mail, star or check; NotionNext's fa- classes give their last word)."

const testimonial = (text: string, nickname: string, description: string, avatar: string) => ({
  PROXIO_TESTIMONIALS_ITEM_TEXT: text,
  PROXIO_TESTIMONIALS_ITEM_AVATAR: `/demo/proxio/${avatar}.svg`,
  PROXIO_TESTIMONIALS_ITEM_NICKNAME: nickname,
  PROXIO_TESTIMONIALS_ITEM_DESCRIPTION: description,
  PROXIO_TESTIMONIALS_ITEM_URL: ''
})

/** proxio's settings: NotionNext's names, English defaults for the demo's photographer; plain text only. */
export const proxioKeys = {
  PROXIO_MENU_CATEGORY: key.boolean(true, 'Show Category in the menu.'),
  PROXIO_MENU_TAG: key.boolean(true, 'Show Tags in the menu.'),
  PROXIO_MENU_ARCHIVE: key.boolean(true, 'Show Archive in the menu.'),
  PROXIO_MENU_SEARCH: key.boolean(true, 'Show Search in the menu.'),
  PROXIO_WELCOME_COVER_ENABLE: key.boolean(
    true,
    'Cover the home page with a welcome screen, once per browser session.'
  ),
  PROXIO_WELCOME_TEXT: key.string(
    'Welcome in. Click anywhere to enter.',
    'Text of the welcome screen (empty: no welcome screen).'
  ),
  PROXIO_HERO_ENABLE: key.boolean(true, 'Show the hero on the home page.'),
  PROXIO_HERO_TITLE_1: key.string(
    'Photographs and field notes from the quiet edges of the map',
    "The hero's headline."
  ),
  PROXIO_HERO_TITLE_2: key.string(
    'I walk mountains, coasts and night streets with a film camera, then write down what I saw.',
    "The hero's line under the headline."
  ),
  PROXIO_HERO_BUTTON_1_TEXT: key.string(
    'See the work',
    "First hero button's text (empty hides it)."
  ),
  PROXIO_HERO_BUTTON_1_URL: key.string('/archive', 'Where the first hero button leads.'),
  PROXIO_HERO_BUTTON_2_TEXT: key.string('About me', "Second hero button's text (empty hides it)."),
  PROXIO_HERO_BUTTON_2_URL: key.string('/about', 'Where the second hero button leads.'),
  PROXIO_HERO_BANNER_IMAGE: key.string(
    '',
    "The hero's background picture (empty: the site's cover)."
  ),
  PROXIO_HERO_BANNER_IFRAME_URL: key.string(
    '',
    'An https web page shown sandboxed as the hero background instead of the picture.'
  ),
  PROXIO_BLOG_ENABLE: key.boolean(true, 'Show the blog tiles on the home page.'),
  PROXIO_BLOG_TITLE: key.string('Work', 'Small title over the blog tiles.'),
  PROXIO_BLOG_COUNT: key.number(4, 'How many posts the home blog tiles show.', { min: 1, max: 12 }),
  PROXIO_BLOG_TEXT_1: key.string('Latest stories', 'Heading of the blog tiles.'),
  PROXIO_BLOG_PLACEHOLDER_IMG_URL_1: key.string(
    '/demo/proxio/placeholder-1.svg',
    'Picture of blog tile 1 when its post has no cover.'
  ),
  PROXIO_BLOG_PLACEHOLDER_IMG_URL_2: key.string(
    '/demo/proxio/placeholder-2.svg',
    'Picture of blog tile 2 when its post has no cover.'
  ),
  PROXIO_BLOG_PLACEHOLDER_IMG_URL_3: key.string(
    '/demo/proxio/placeholder-3.svg',
    'Picture of blog tile 3 when its post has no cover.'
  ),
  PROXIO_BLOG_PLACEHOLDER_IMG_URL_4: key.string(
    '/demo/proxio/placeholder-4.svg',
    'Picture of blog tile 4 when its post has no cover.'
  ),
  PROXIO_ANNOUNCEMENT_ENABLE: key.boolean(true, 'Show the notice on the home page.'),
  PROXIO_FEATURE_ENABLE: key.boolean(true, 'Show the features section.'),
  PROXIO_FEATURE_TITLE: key.string('How I work', 'Small title of the features section.'),
  PROXIO_FEATURE_TEXT_1: key.string(
    'Slow photographs, honest words',
    'Heading of the features section.'
  ),
  PROXIO_FEATURE_TEXT_2: key.string(
    'Commissions, prints and essays are made the same way: on foot, on film, with time.',
    'Text under the features heading.'
  ),
  PROXIO_FEATURE_1_ICON_CLASS: key.string('globe', `Icon of feature 1 ${ICON_NAMES}`),
  PROXIO_FEATURE_1_ICON_IMG_URL: key.string('', "A picture used as feature 1's icon instead."),
  PROXIO_FEATURE_1_TITLE_1: key.string('Work with light', 'Title of feature 1.'),
  PROXIO_FEATURE_1_TEXT_1: key.string(
    'I scout, wait and return until the light is right; every frame is made on location, not in post.',
    'Text of feature 1.'
  ),
  PROXIO_FEATURE_2_ICON_CLASS: key.string('chat', `Icon of feature 2 ${ICON_NAMES}`),
  PROXIO_FEATURE_2_ICON_IMG_URL: key.string('', "A picture used as feature 2's icon instead."),
  PROXIO_FEATURE_2_TITLE_1: key.string('Words that carry', 'Title of feature 2.'),
  PROXIO_FEATURE_2_TEXT_1: key.string(
    'Each story pairs the pictures with an essay: where we went, what it cost, and what stayed with me.',
    'Text of feature 2.'
  ),
  PROXIO_FEATURE_3_ICON_CLASS: key.string('layers', `Icon of feature 3 ${ICON_NAMES}`),
  PROXIO_FEATURE_3_ICON_IMG_URL: key.string('', "A picture used as feature 3's icon instead."),
  PROXIO_FEATURE_3_TITLE_1: key.string('Film and digital', 'Title of feature 3.'),
  PROXIO_FEATURE_3_TEXT_1: key.string(
    'Medium format film for the quiet frames, a small digital body for the fast ones; both scanned and printed at home.',
    'Text of feature 3.'
  ),
  PROXIO_FEATURE_BUTTON_TEXT: key.string(
    'Read how',
    "The features button's text (empty hides it)."
  ),
  PROXIO_FEATURE_BUTTON_URL: key.string(
    '/article/how-this-site-works',
    'Where the features button leads.'
  ),
  PROXIO_CAREER_ENABLE: key.boolean(true, 'Show the career timeline.'),
  PROXIO_CAREER_TITLE: key.string('Career', 'Small title of the career section.'),
  PROXIO_CAREER_TEXT: key.string('Where the road has led so far', 'Heading of the career section.'),
  PROXIO_CAREERS: key.json<readonly ProxioCareer[]>(
    [
      {
        title: 'Darkroom assistant, Harbour Print Lab',
        bio: '2013 – 2016',
        text: 'Mixed chemistry, printed other people’s negatives and learned what a good exposure looks like from the wrong side of the enlarger.'
      },
      {
        title: 'Staff photographer, Northbound Travel Quarterly',
        bio: '2016 – 2021',
        text: 'Four issues a year on assignment: salt flats, winter coasts and mountain huts, each story shot on film and written on the train home.'
      },
      {
        title: 'Independent photographer and writer',
        bio: '2021 – now',
        text: 'Long walks, small editions of prints and this journal. I take a handful of commissions a year for books and magazines.'
      }
    ],
    'Timeline rows: [{ "title", "bio", "text" }] (plain text).',
    isCareers
  ),
  PROXIO_TESTIMONIALS_ENABLE: key.boolean(true, 'Show the scrolling testimonials.'),
  PROXIO_TESTIMONIALS_TITLE: key.string('Kind words', 'Small title of the testimonials.'),
  PROXIO_TESTIMONIALS_TEXT_1: key.string(
    'What editors and readers say',
    'Heading of the testimonials.'
  ),
  PROXIO_TESTIMONIALS_TEXT_2: key.string(
    'A few notes from people I have worked with or who wrote after reading a story.',
    'Text under the testimonials heading.'
  ),
  PROXIO_TESTIMONIALS_BUTTON_URL: key.string('/about', 'Where the testimonials button leads.'),
  PROXIO_TESTIMONIALS_BUTTON_TEXT: key.string(
    'Work with me',
    "The testimonials button's text (empty hides it)."
  ),
  PROXIO_TESTIMONIALS_ITEMS: key.json<readonly ProxioTestimonial[]>(
    [
      testimonial(
        'Wren came back from the salt flats with the cover and the essay in the same week. Rare.',
        'Mara Olsen',
        'Editor, Northbound Travel Quarterly',
        'avatar-1'
      ),
      testimonial(
        'The print of the harbour at blue hour hangs in our hallway; guests ask about it every time.',
        'Jonas Reyes',
        'Print collector',
        'avatar-2'
      ),
      testimonial(
        'Clear brief, calm on location, and the film scans arrived sorted and captioned.',
        'Aiko Tanabe',
        'Art director',
        'avatar-3'
      ),
      testimonial(
        'The night-walk essay made me dust off my old rangefinder. Thank you for that.',
        'Sam Whitfield',
        'Reader',
        'avatar-4'
      )
    ],
    'Testimonial cards: [{ "PROXIO_TESTIMONIALS_ITEM_TEXT", "_AVATAR", "_NICKNAME", "_DESCRIPTION", "_URL" }].',
    isTestimonials
  ),
  PROXIO_FAQ_ENABLE: key.boolean(true, 'Show the questions and answers.'),
  PROXIO_FAQ_TITLE: key.string('Questions', 'Small title of the questions section.'),
  PROXIO_FAQ_TEXT_1: key.string('Asked often', 'Heading of the questions section.'),
  PROXIO_FAQ_TEXT_2: key.string(
    'About prints, commissions and the cameras in the pictures.',
    'Text under the questions heading.'
  ),
  PROXIO_FAQS: key.json<readonly ProxioFaq[]>(
    [
      {
        q: 'Can I buy a print?',
        a: 'Yes. Most photographs in the stories come as small signed editions on baryta paper; write to me with the story and the frame.'
      },
      {
        q: 'Do you take commissions?',
        a: 'A few a year, mostly travel and editorial work for books and magazines. Tell me the place, the season and the deadline.'
      },
      {
        q: 'What cameras do you use?',
        a: 'A medium format film camera for most frames and a small digital camera for notes; the gear post lists everything.'
      },
      {
        q: 'May I share a photograph?',
        a: 'Please link to the story rather than copying the picture. For anything printed or paid, ask first.'
      }
    ],
    'Questions: [{ "q", "a" }] (plain text).',
    isFaqs
  ),
  PROXIO_ABOUT_ENABLE: key.boolean(true, 'Show the about section.'),
  PROXIO_ABOUT_TITLE: key.string('About', 'Small title of the about section.'),
  PROXIO_ABOUT_TEXT_1: key.string(
    'A photographer who writes, or a writer who carries a camera',
    'Heading of the about section.'
  ),
  PROXIO_ABOUT_TEXT_2: key.string(
    'I am Wren Calder. I travel slowly, mostly on foot, and make pictures of places at the edges of the day. This site is where the photographs and the notes meet.',
    'Text of the about section.'
  ),
  PROXIO_ABOUT_PHOTO_URL: key.string(
    '/demo/covers/portfolio-800.webp',
    'Photo of the about section.'
  ),
  PROXIO_ABOUT_KEY_1: key.string('Years behind the camera', "Label of the about section's stat 1."),
  PROXIO_ABOUT_VAL_1: key.string('12+', "Value of the about section's stat 1."),
  PROXIO_ABOUT_KEY_2: key.string('Countries walked', "Label of the about section's stat 2."),
  PROXIO_ABOUT_VAL_2: key.string('31', "Value of the about section's stat 2."),
  PROXIO_ABOUT_KEY_3: key.string('Rolls developed', "Label of the about section's stat 3."),
  PROXIO_ABOUT_VAL_3: key.string('900+', "Value of the about section's stat 3."),
  PROXIO_ABOUT_KEY_4: key.string('Essays published', "Label of the about section's stat 4."),
  PROXIO_ABOUT_VAL_4: key.string('140', "Value of the about section's stat 4."),
  PROXIO_ABOUT_BUTTON_URL: key.string('/about', 'Where the about button leads.'),
  PROXIO_ABOUT_BUTTON_TEXT: key.string(
    'More about me',
    "The about button's text (empty hides it)."
  ),
  PROXIO_BRANDS_ENABLE: key.boolean(true, 'Show the scrolling row of words.'),
  PROXIO_BRANDS: key.list(
    ['Travel', 'Film photography', 'Night walks', 'Essays', 'Fine art prints', 'Darkroom'],
    'Words of the scrolling row.'
  ),
  PROXIO_FOOTER_LINKS: key.json<readonly ProxioLinkGroup[]>(
    [
      {
        name: 'Stories',
        menus: [
          { title: 'Travel', href: '/category/Travel' },
          { title: 'Film', href: '/category/Film' },
          { title: 'Archive', href: '/archive' }
        ]
      },
      {
        name: 'Site',
        menus: [
          { title: 'About', href: '/about' },
          { title: 'How this site works', href: '/article/how-this-site-works' },
          { title: 'RSS', href: '/feed' }
        ]
      }
    ],
    'Footer link columns: [{ "name", "menus": [{ "title", "href" }] }].',
    isLinkGroups
  ),
  PROXIO_SIGNIN: key.string(
    '',
    'Heading of the sign-in page (empty: "Sign in" in the site\'s language).'
  ),
  PROXIO_SIGNIN_DESCRITION: key.string(
    '',
    "Line under the sign-in heading (empty: the interface's own words). NotionNext's spelling."
  ),
  PROXIO_404_TITLE: key.string('This page wandered off the map.', 'Heading of the 404 page.'),
  PROXIO_404_TEXT: key.string(
    'The page you are looking for does not exist; it may have moved or been removed.',
    'Text of the 404 page.'
  ),
  PROXIO_404_BACK: key.string('Back to the home page', "The 404 page's home link."),
  PROXIO_CTA_ENABLE: key.boolean(true, 'Show the call to action at the foot of the home page.'),
  PROXIO_CTA_TITLE: key.string('Say hello', 'Small title of the call to action.'),
  PROXIO_CTA_TITLE_2: key.string("Let's make something together", 'Heading of the call to action.'),
  PROXIO_CTA_DESCRIPTION: key.string(
    'A print for a wall, a story for a magazine, or just a question about film: my inbox is open.',
    'Text of the call to action.'
  ),
  PROXIO_CTA_BUTTON: key.boolean(true, 'Show the call-to-action button.'),
  PROXIO_CTA_BUTTON_URL: key.string('/about', 'Where the call-to-action button leads.'),
  PROXIO_CTA_BUTTON_TEXT: key.string('Get in touch', "The call-to-action button's text."),
  PROXIO_POST_REDIRECT_ENABLE: key.boolean(
    false,
    'Send visitors of a missing post to the same path on PROXIO_POST_REDIRECT_URL. File or environment only.',
    { notion: false }
  ),
  PROXIO_POST_REDIRECT_URL: key.string(
    '',
    'The old address of the site missing posts are sent to (http or https). File or environment only.',
    { notion: false }
  )
}

export const proxioConf = defineThemeConf({
  id: 'proxio',
  keys: proxioKeys,
  menu: {
    CATEGORY: 'PROXIO_MENU_CATEGORY',
    TAG: 'PROXIO_MENU_TAG',
    ARCHIVE: 'PROXIO_MENU_ARCHIVE',
    SEARCH: 'PROXIO_MENU_SEARCH'
  },
  data: []
})
