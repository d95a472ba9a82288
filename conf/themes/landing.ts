import { key } from '@/conf/key'
import { defineThemeConf } from '@/conf/themes/define'

/** A footer column of the JSON setting: `{ name, menus: [{ title, href }] }` (or `links`). */
export interface LandingFooterGroup {
  name: string
  menus?: readonly { title: string; href: string }[]
  links?: readonly { title: string; href: string }[]
}

const isList = (v: unknown): v is readonly unknown[] => Array.isArray(v)
const isGroups = (v: unknown): v is readonly LandingFooterGroup[] => isList(v)
const isLinks = (v: unknown): v is readonly { title: string; href: string }[] => isList(v)

const text = (value: string, doc: string) => key.string(value, doc)

type BlockKeys<N extends number> = `LANDING_FEATURES_BLOCK_${N}_${'TITLE' | 'P'}`

const block = <N extends number>(n: N, title: string, p: string) =>
  ({
    [`LANDING_FEATURES_BLOCK_${n}_TITLE`]: text(title, `Title of feature block ${n}.`),
    [`LANDING_FEATURES_BLOCK_${n}_P`]: text(p, `Text of feature block ${n}.`)
  }) as Record<BlockKeys<N>, ReturnType<typeof text>>

/**
 * landing's settings: NotionNext's names, English defaults about NotionPress itself. Values are
 * plain text (HTML in them is shown as text); URLs go through the safe-URL check.
 */
export const landingKeys = {
  LANDING_HEADER_BUTTON_1_TITLE: text('Read the blog', 'First header button (empty hides it).'),
  LANDING_HEADER_BUTTON_1_URL: text('/archive', 'Where the first header button goes.'),
  LANDING_HEADER_BUTTON_2_TITLE: text('Get started', 'Second header button (empty hides it).'),
  LANDING_HEADER_BUTTON_2_URL: text(
    '/article/how-this-site-works',
    'Where the second header button goes.'
  ),
  LANDING_HERO_TITLE_1: text('NotionPress', 'Hero title.'),
  LANDING_HERO_P_1: text(
    'Write in Notion, publish a fast static site. Twenty themes, search, dark mode and locked posts, with nothing to host.',
    'Hero paragraph.'
  ),
  LANDING_HERO_BUTTON_1_TEXT: text('Get started', 'First hero button.'),
  LANDING_HERO_BUTTON_1_LINK: text('/article/how-this-site-works', 'First hero button link.'),
  LANDING_HERO_BUTTON_2_TEXT: text('Learn more', 'Second hero button.'),
  LANDING_HERO_BUTTON_2_LINK: text('#features', 'Second hero button link.'),
  LANDING_HERO_VIDEO_IMAGE: text(
    '/demo/landing/video-thumbnail.svg',
    "Thumbnail of the hero's video."
  ),
  LANDING_HERO_VIDEO_IFRAME: text(
    '/demo/landing/video.html',
    "The hero video's player page (https: or a page of this site; empty: no video)."
  ),
  LANDING_HERO_VIDEO_TIPS: text('Watch the tour (20 s)', 'Line under the video thumbnail.'),
  LANDING_FEATURES_HEADER_1: text('From notes to a website', 'First heading of the features.'),
  LANDING_FEATURES_HEADER_1_P: text(
    'A blog used to mean a heavy CMS, a build chain or a server to keep alive. Now a Notion page is enough.',
    'Text under the first features heading.'
  ),
  LANDING_FEATURES_HEADER_2: text('Notion + Next.js', 'Second heading of the features.'),
  LANDING_FEATURES_HEADER_2_P: text(
    'Keep your posts in a Notion database; NotionPress renders them into static pages you can host anywhere.',
    'Text under the second features heading.'
  ),
  LANDING_FEATURES_CARD_1_TITLE: text('Write where you think', 'First feature tab title.'),
  LANDING_FEATURES_CARD_1_P: text(
    'Publish a page in Notion and it is on your site at the next build.',
    'First feature tab text.'
  ),
  LANDING_FEATURES_CARD_2_TITLE: text('Fast for every reader', 'Second feature tab title.'),
  LANDING_FEATURES_CARD_2_P: text(
    'Static HTML, lazy images and a small script: quick on any phone.',
    'Second feature tab text.'
  ),
  LANDING_FEATURES_CARD_3_TITLE: text('A theme for every site', 'Third feature tab title.'),
  LANDING_FEATURES_CARD_3_P: text(
    'Blogs, docs, galleries and landing pages: switch with one setting.',
    'Third feature tab text.'
  ),
  LANDING_FEATURES_BLOCK_HEADER: text('Everything a site needs', 'Heading of the feature blocks.'),
  LANDING_FEATURES_BLOCK_P: text(
    'The parts that usually take weeks come built in and tested.',
    'Text under the feature blocks heading.'
  ),
  ...block(1, 'Search built in', 'A full-text index made at build time, no service to pay for.'),
  ...block(2, 'Dark mode', 'Every theme in light and dark, following the reader or a toggle.'),
  ...block(3, 'Locked posts', 'Password-protected pages, encrypted in the build.'),
  ...block(4, 'Any language', 'Interface strings in seven languages, and your own.'),
  ...block(5, 'Feeds and SEO', 'RSS, a sitemap and clean metadata for every page.'),
  ...block(6, 'Yours to host', 'A static export or a Node server: your choice, your domain.'),
  LANDING_TESTIMONIALS_HEADER: text('Loved by people who write', 'Heading of the testimonial.'),
  LANDING_TESTIMONIALS_P: text(
    'Writers, photographers, teams and students publish with NotionPress.',
    'Text under the testimonial heading.'
  ),
  LANDING_TESTIMONIALS_AVATAR: text('/demo/landing/avatar.svg', "The quoted person's avatar."),
  LANDING_TESTIMONIALS_NICKNAME: text('Mara Quill', "The quoted person's name."),
  LANDING_TESTIMONIALS_ID: text('Editor of a travel journal', "The quoted person's role."),
  LANDING_TESTIMONIALS_SOCIAL_NAME: text('@maraquill', "The quoted person's link text."),
  LANDING_TESTIMONIALS_SOCIAL_URL: text('/about', "The quoted person's page."),
  LANDING_TESTIMONIALS_WORD: text(
    'I moved my journal from three tools to one Notion database. It was live the same afternoon, and I have not touched a server since.',
    'The quote.'
  ),
  LANDING_POST_REDIRECT_ENABLE: key.boolean(
    false,
    'Send a missing two-segment post URL (/prefix/slug) to LANDING_POST_REDIRECT_URL + the path. File or environment only.',
    { env: ['LANDING_POST_REDIRECT_ENABLE', 'NEXT_PUBLIC_POST_REDIRECT_ENABLE'], notion: false }
  ),
  LANDING_POST_REDIRECT_URL: key.string(
    '',
    'The old site a missing post is sent to (https:, no trailing path), e.g. https://blog.example.com. File or environment only.',
    { env: ['LANDING_POST_REDIRECT_URL', 'NEXT_PUBLIC_POST_REDIRECT_URL'], notion: false }
  ),
  LANDING_PRICING_TITLE: text('Pricing', 'Heading of the pricing tiers.'),
  LANDING_PRICING_P: text(
    'NotionPress is free and open source; these tiers only show how a pricing table looks.',
    'Text under the pricing heading.'
  ),
  LANDING_PRICING_1_TITLE: text('Personal', 'First tier title.'),
  LANDING_PRICING_1_PRICE: text('Free', 'First tier price.'),
  LANDING_PRICING_1_CONTENT: text(
    'Source code,Deploy guide,Community help',
    'First tier features (comma list).'
  ),
  LANDING_PRICING_1_BUTTON: text('Start now', 'First tier button.'),
  LANDING_PRICING_1_URL: text('/article/how-this-site-works', 'First tier button link.'),
  LANDING_PRICING_2_TITLE: text('Supporter', 'Second tier title.'),
  LANDING_PRICING_2_PRICE: text('$9/month', 'Second tier price.'),
  LANDING_PRICING_2_CONTENT: text(
    'Source code,Deploy guide,Priority answers,Upgrade help,Private community',
    'Second tier features (comma list).'
  ),
  LANDING_PRICING_2_BUTTON: text('Support', 'Second tier button.'),
  LANDING_PRICING_2_URL: text('/about', 'Second tier button link.'),
  LANDING_PRICING_3_TITLE: text('Team', 'Third tier title.'),
  LANDING_PRICING_3_PRICE: text('$49/month', 'Third tier price.'),
  LANDING_PRICING_3_CONTENT: text(
    'Source code,Deploy guide,Consulting,Upgrade help,Private community,Custom features,SEO review',
    'Third tier features (comma list).'
  ),
  LANDING_PRICING_3_BUTTON: text('Contact us', 'Third tier button.'),
  LANDING_PRICING_3_URL: text('/about', 'Third tier button link.'),
  LANDING_NEWSLETTER: key.boolean(
    false,
    'Show the newsletter sign-up (needs MAILCHIMP_FORM_URL or the Mailchimp API key).',
    { env: ['LANDING_NEWSLETTER', 'NEXT_PUBLIC_THEME_LANDING_NEWSLETTER'] }
  ),
  LANDING_FOOTER_LINKS: key.json<readonly LandingFooterGroup[]>(
    [
      {
        name: 'Product',
        menus: [
          { title: 'Features', href: '/#features' },
          { title: 'Pricing', href: '/#pricing' },
          { title: 'How it works', href: '/article/how-this-site-works' }
        ]
      },
      {
        name: 'Blog',
        menus: [
          { title: 'Archive', href: '/archive' },
          { title: 'Categories', href: '/category' },
          { title: 'Tags', href: '/tag' },
          { title: 'Search', href: '/search' }
        ]
      },
      {
        name: 'Project',
        menus: [
          { title: 'About', href: '/about' },
          { title: 'Writing in Notion', href: '/article/writing-in-notion' }
        ]
      }
    ],
    'Footer link columns: [{ "name", "menus": [{ "title", "href" }] }] (empty: none).',
    isGroups
  ),
  LANDING_FOOTER_LEGAL_LINKS: key.json<readonly { title: string; href: string }[]>(
    [{ title: 'Colophon', href: '/about/site/colophon' }],
    'Small links beside the copyright: [{ "title", "href" }] (terms, privacy...).',
    isLinks
  )
}

export const landingConf = defineThemeConf({
  id: 'landing',
  keys: landingKeys,
  menu: {},
  data: []
})
