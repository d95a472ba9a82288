import { key } from '@/conf/key'
import { defineThemeConf } from '@/conf/themes/define'
import { starterItemKeys } from '@/conf/themes/starter-items'

const s = key.string
const b = key.boolean
const HOW = '/article/how-this-site-works'

/**
 * starter's settings: NotionNext's names, defaults rewritten in English about NotionPress.
 * Every text is plain text (HTML from older settings is shown as text); empty hides the part.
 */
export const starterKeys = {
  STARTER_LOGO: s('', 'Logo picture for the white header (empty: the site title).'),
  STARTER_LOGO_WHITE: s(
    '',
    'Logo picture over the blue hero (empty: STARTER_LOGO, else the title).'
  ),
  STARTER_MENU_CATEGORY: b(true, 'Show Category in the menu.'),
  STARTER_MENU_TAG: b(true, 'Show Tags in the menu.'),
  STARTER_MENU_ARCHIVE: b(true, 'Show Archive in the menu.'),
  STARTER_MENU_SEARCH: b(true, 'Show Search in the menu and the search button.'),
  STARTER_NAV_BUTTON_1_TEXT: s(
    '',
    'First header button (a button pointing at an account page shows only with accounts on; /sign-in is then the sign-in corner).'
  ),
  STARTER_NAV_BUTTON_1_URL: s('/sign-in', 'Link of the first header button.'),
  STARTER_NAV_BUTTON_2_TEXT: s('', 'Second header button (same rule).'),
  STARTER_NAV_BUTTON_2_URL: s('/sign-up', 'Link of the second header button.'),

  STARTER_HERO_ENABLE: b(true, 'Show the blue hero on the home page.'),
  STARTER_HERO_TITLE_1: s('Your Notion workspace, published as a fast website', 'Hero title.'),
  STARTER_HERO_TITLE_2: s(
    'NotionPress turns your pages into a static site with themes, search and dark mode. You keep writing in Notion.',
    'Hero text under the title.'
  ),
  STARTER_HERO_BUTTON_1_TEXT: s('Read how it works', 'First hero button (empty hides it).'),
  STARTER_HERO_BUTTON_1_URL: s(HOW, 'First hero button link.'),
  STARTER_HERO_BUTTON_2_TEXT: s('Browse the blog', 'Second hero button (empty hides it).'),
  STARTER_HERO_BUTTON_2_URL: s('/archive', 'Second hero button link.'),
  STARTER_HERO_PREVIEW_IMAGE: s(
    '/demo/starter/hero-preview.svg',
    'Product preview under the hero text.'
  ),
  STARTER_HERO_BANNER_IMAGE: s('', 'Optional wide picture under the preview.'),

  STARTER_FEATURE_ENABLE: b(true, 'Show the features section.'),
  STARTER_FEATURE_TITLE: s('Features', 'Small title of the features section.'),
  STARTER_FEATURE_TEXT_1: s('Everything a writer needs', 'Heading of the features section.'),
  STARTER_FEATURE_TEXT_2: s(
    'Write in Notion, publish everywhere: the rest is taken care of.',
    'Text of the features section.'
  ),
  STARTER_FEATURE_1_TITLE_1: s('Write in Notion', 'Feature 1 title.'),
  STARTER_FEATURE_1_TEXT_1: s(
    'Pages, databases, code and embeds become posts as they are.',
    'Feature 1 text.'
  ),
  STARTER_FEATURE_1_BUTTON_TEXT: s('How posts are made', 'Feature 1 button (empty hides it).'),
  STARTER_FEATURE_1_BUTTON_URL: s(HOW, 'Feature 1 button link.'),
  STARTER_FEATURE_2_TITLE_1: s('Twenty themes', 'Feature 2 title.'),
  STARTER_FEATURE_2_TEXT_1: s(
    'Blogs, docs, portfolios and landing pages: switch with one setting.',
    'Feature 2 text.'
  ),
  STARTER_FEATURE_2_BUTTON_TEXT: s('Try another theme', 'Feature 2 button.'),
  STARTER_FEATURE_2_BUTTON_URL: s('/?theme=hexo', 'Feature 2 button link.'),
  STARTER_FEATURE_3_TITLE_1: s('Fast by default', 'Feature 3 title.'),
  STARTER_FEATURE_3_TEXT_1: s(
    'Static pages, lazy images and no tracking scripts unless you add them.',
    'Feature 3 text.'
  ),
  STARTER_FEATURE_3_BUTTON_TEXT: s('Why it is fast', 'Feature 3 button.'),
  STARTER_FEATURE_3_BUTTON_URL: s(HOW, 'Feature 3 button link.'),
  STARTER_FEATURE_4_TITLE_1: s('Search and dark mode', 'Feature 4 title.'),
  STARTER_FEATURE_4_TEXT_1: s(
    'Full-text search, tags, an archive and a dark look for night readers.',
    'Feature 4 text.'
  ),
  STARTER_FEATURE_4_BUTTON_TEXT: s('Search the site', 'Feature 4 button.'),
  STARTER_FEATURE_4_BUTTON_URL: s('/search', 'Feature 4 button link.'),

  STARTER_ABOUT_ENABLE: b(true, 'Show the about section.'),
  STARTER_ABOUT_TITLE: s('Built for people who would rather write', 'About title.'),
  STARTER_ABOUT_TEXT: s(
    'NotionPress started as a weekend project to publish a travel diary. It grew into a small, typed engine that any Notion workspace can use.\n\nIt is open source, it builds to plain files, and it never asks you to leave the editor you already know.',
    'About text (blank lines split paragraphs).'
  ),
  STARTER_ABOUT_BUTTON_TEXT: s('Read the story', 'About button (empty hides it).'),
  STARTER_ABOUT_BUTTON_URL: s(HOW, 'About button link.'),
  STARTER_ABOUT_IMAGE_1: s('/demo/starter/about-1.svg', 'First about picture.'),
  STARTER_ABOUT_IMAGE_2: s('/demo/starter/about-2.svg', 'Second about picture.'),
  STARTER_ABOUT_TIPS_1: s('7000+', 'The figure in the box over the pictures.'),
  STARTER_ABOUT_TIPS_2: s('pages published', 'First line under the figure.'),
  STARTER_ABOUT_TIPS_3: s('and counting', 'Second line under the figure.'),

  STARTER_PRICING_ENABLE: b(true, 'Show the pricing section.'),
  STARTER_PRICING_TITLE: s('Pricing', 'Small title of the pricing section.'),
  STARTER_PRICING_TEXT_1: s('Free to host, forever', 'Heading of the pricing section.'),
  STARTER_PRICING_TEXT_2: s(
    'NotionPress is free. Pay only if you want help setting it up.',
    'Text of the pricing section.'
  ),
  STARTER_PRICING_1_TITLE: s('Personal', 'Plan 1 name.'),
  STARTER_PRICING_1_PRICE: s('0', 'Plan 1 price.'),
  STARTER_PRICING_1_PRICE_CURRENCY: s('$', 'Plan 1 currency sign.'),
  STARTER_PRICING_1_PRICE_PERIOD: s('month', 'Plan 1 period.'),
  STARTER_PRICING_1_HEADER: s('Everything to start', 'Plan 1 heading over the features.'),
  STARTER_PRICING_1_FEATURES: s(
    'Unlimited posts,All themes,Search and tags,Static hosting',
    'Plan 1 features, comma-separated.'
  ),
  STARTER_PRICING_1_BUTTON_TEXT: s('Start free', 'Plan 1 button (empty hides it).'),
  STARTER_PRICING_1_BUTTON_URL: s(HOW, 'Plan 1 button link.'),
  STARTER_PRICING_2_TAG: s('Popular', 'Tag on plan 2 (empty: none).'),
  STARTER_PRICING_2_TITLE: s('Setup', 'Plan 2 name.'),
  STARTER_PRICING_2_PRICE: s('49', 'Plan 2 price.'),
  STARTER_PRICING_2_PRICE_CURRENCY: s('$', 'Plan 2 currency sign.'),
  STARTER_PRICING_2_PRICE_PERIOD: s('once', 'Plan 2 period.'),
  STARTER_PRICING_2_HEADER: s('Personal, plus', 'Plan 2 heading over the features.'),
  STARTER_PRICING_2_FEATURES: s(
    'We set it up,Your domain,Theme tuning,Email support',
    'Plan 2 features, comma-separated.'
  ),
  STARTER_PRICING_2_BUTTON_TEXT: s('Get set up', 'Plan 2 button.'),
  STARTER_PRICING_2_BUTTON_URL: s('/#contact', 'Plan 2 button link.'),
  STARTER_PRICING_3_TITLE: s('Team', 'Plan 3 name.'),
  STARTER_PRICING_3_PRICE: s('199', 'Plan 3 price.'),
  STARTER_PRICING_3_PRICE_CURRENCY: s('$', 'Plan 3 currency sign.'),
  STARTER_PRICING_3_PRICE_PERIOD: s('year', 'Plan 3 period.'),
  STARTER_PRICING_3_HEADER: s('Setup, plus', 'Plan 3 heading over the features.'),
  STARTER_PRICING_3_FEATURES: s(
    'Several sites,Custom theme colours,Priority support,Yearly review',
    'Plan 3 features, comma-separated.'
  ),
  STARTER_PRICING_3_BUTTON_TEXT: s('Talk to us', 'Plan 3 button.'),
  STARTER_PRICING_3_BUTTON_URL: s('/#contact', 'Plan 3 button link.'),

  STARTER_TESTIMONIALS_ENABLE: b(true, 'Show the testimonials section.'),
  STARTER_TESTIMONIALS_TITLE: s('Testimonials', 'Small title of the testimonials section.'),
  STARTER_TESTIMONIALS_TEXT_1: s('What writers say', 'Heading of the testimonials section.'),
  STARTER_TESTIMONIALS_TEXT_2: s(
    'People who publish from Notion every week.',
    'Text of the testimonials section.'
  ),

  STARTER_FAQ_ENABLE: b(true, 'Show the FAQ section.'),
  STARTER_FAQ_TITLE: s('FAQ', 'Small title of the FAQ section.'),
  STARTER_FAQ_TEXT_1: s('Any questions? Look here', 'Heading of the FAQ section.'),
  STARTER_FAQ_TEXT_2: s('The questions people ask before they start.', 'Text of the FAQ section.'),
  STARTER_FAQ_1_QUESTION: s('Do I need to know how to code?', 'Question 1.'),
  STARTER_FAQ_1_ANSWER: s(
    'No. You write in Notion and set a few options; the build does the rest.',
    'Answer 1 (plain text).'
  ),
  STARTER_FAQ_2_QUESTION: s('Where is my site hosted?', 'Question 2.'),
  STARTER_FAQ_2_ANSWER: s(
    'Anywhere that serves files: the build is a folder of static pages.',
    'Answer 2.'
  ),
  STARTER_FAQ_3_QUESTION: s('Can I change the look later?', 'Question 3.'),
  STARTER_FAQ_3_ANSWER: s(
    'Yes. Pick another theme with one setting; your content stays the same.',
    'Answer 3.'
  ),
  STARTER_FAQ_4_QUESTION: s('Can some posts stay private?', 'Question 4.'),
  STARTER_FAQ_4_ANSWER: s(
    'Give a post a password and it is encrypted until a reader types it.',
    'Answer 4.'
  ),

  STARTER_TEAM_ENABLE: b(true, 'Show the team section.'),
  STARTER_TEAM_TITLE: s('Our team', 'Small title of the team section.'),
  STARTER_TEAM_TEXT_1: s('The people behind NotionPress', 'Heading of the team section.'),
  STARTER_TEAM_TEXT_2: s('A few volunteers who like fast websites.', 'Text of the team section.'),

  STARTER_BLOG_ENABLE: b(true, 'Show the latest posts on the home page.'),
  STARTER_BLOG_TITLE: s('Blog', 'Small title of the blog section.'),
  STARTER_BLOG_COUNT: key.number(3, 'How many posts the blog section shows.', { min: 0, max: 12 }),
  STARTER_BLOG_TEXT_1: s('Latest posts', 'Heading of the blog section.'),
  STARTER_BLOG_TEXT_2: s(
    'Notes, guides and travel stories written in Notion.',
    'Text of the blog section.'
  ),

  STARTER_CONTACT_ENABLE: b(true, 'Show the contact section.'),
  STARTER_CONTACT_TITLE: s('Contact us', 'Small title of the contact section.'),
  STARTER_CONTACT_TEXT: s('Tell us what you are building', 'Heading of the contact section.'),
  STARTER_CONTACT_LOCATION_TITLE: s('Our location', 'Title over the location.'),
  STARTER_CONTACT_LOCATION_TEXT: s('Remote, worldwide', 'The location.'),
  STARTER_CONTACT_EMAIL_TITLE: s('How can we help?', 'Title over the email address.'),
  STARTER_CONTACT_EMAIL_TEXT: s('hello@example.com', 'The email address (a mailto: link).'),
  STARTER_CONTACT_MSG_EXTERNAL_URL: s(
    '/demo/starter/contact-form.html',
    'The form framed in the contact section, sandboxed: an https: page (NoteForms, Tally...) or a page of this site.'
  ),

  STARTER_BRANDS_ENABLE: b(true, 'Show the partner logos.'),
  ...starterItemKeys,

  STARTER_CTA_ENABLE: b(true, 'Show the call-to-action band.'),
  STARTER_CTA_TITLE: s('Ready to publish?', 'Call-to-action title.'),
  STARTER_CTA_TITLE_2: s('Your next site is one Notion page away', 'Call-to-action second line.'),
  STARTER_CTA_DESCRIPTION: s(
    'Connect a workspace, pick a theme, build. That is all.',
    'Call-to-action text.'
  ),
  STARTER_CTA_BUTTON: b(true, 'Show the call-to-action button.'),
  STARTER_CTA_BUTTON_URL: s(HOW, 'Call-to-action button link.'),
  STARTER_CTA_BUTTON_TEXT: s('Get started', 'Call-to-action button text.'),

  STARTER_FOOTER_SLOGAN: s('Publish from Notion. Keep writing.', 'Line under the footer logo.'),
  STARTER_FOOTER_BLOG_LATEST_TITLE: s('Latest posts', 'Heading of the footer posts column.'),
  STARTER_FOOTER_POST_COUNT: key.number(2, 'How many posts the footer lists.', { min: 0, max: 6 }),
  STARTER_FOOTER_PRIVACY_POLICY_TEXT: s('Colophon', 'Footer legal link 1 (empty hides it).'),
  STARTER_FOOTER_PRIVACY_POLICY_URL: s('/about/site/colophon', 'Footer legal link 1 URL.'),
  STARTER_FOOTER_PRIVACY_LEGAL_NOTICE_TEXT: s('About', 'Footer legal link 2.'),
  STARTER_FOOTER_PRIVACY_LEGAL_NOTICE_URL: s('/about', 'Footer legal link 2 URL.'),
  STARTER_FOOTER_PRIVACY_TERMS_OF_SERVICE_TEXT: s('', 'Footer legal link 3.'),
  STARTER_FOOTER_PRIVACY_TERMS_OF_SERVICE_URL: s('', 'Footer legal link 3 URL.'),

  STARTER_SIGNIN: s('', 'Heading of the sign-in page (empty: "Sign in" in the site\'s language).'),
  STARTER_SIGNIN_DESCRITION: s(
    '',
    "Line under the sign-in heading (empty: the interface's own words). NotionNext's spelling."
  ),
  STARTER_404_TITLE: s("We can't find the page you are looking for.", 'Title of the 404 page.'),
  STARTER_404_TEXT: s('It may have moved or been deleted.', 'Text of the 404 page.'),
  STARTER_404_BACK: s('Back to home', 'Button of the 404 page.'),
  STARTER_POST_REDIRECT_ENABLE: b(
    false,
    'Send a missing post (/a/b) to STARTER_POST_REDIRECT_URL + the path. File or environment only.',
    { notion: false }
  ),
  STARTER_POST_REDIRECT_URL: s(
    '',
    'The old site a missing post is sent to (https:). File or environment only.',
    { notion: false }
  )
}

export const starterConf = defineThemeConf({
  id: 'starter',
  keys: starterKeys,
  menu: {
    CATEGORY: 'STARTER_MENU_CATEGORY',
    TAG: 'STARTER_MENU_TAG',
    ARCHIVE: 'STARTER_MENU_ARCHIVE',
    SEARCH: 'STARTER_MENU_SEARCH'
  },
  data: []
})
