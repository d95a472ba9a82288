import { key } from './key'

/**
 * Who the site is and what it says about itself. Public: shown in pages and meta tags. The Notion
 * table may set the words and pictures, never the site's URL.
 */
const content = { notion: true } as const

export const siteKeys = {
  TITLE: key.string('', 'Site title; empty uses the Notion database name.', content),
  DESCRIPTION: key.string(
    '',
    'Site description; empty uses the Notion database description.',
    content
  ),
  AUTHOR: key.string('NotionPress', 'Author name shown on posts and in feeds.', content),
  BIO: key.string('A blog written in Notion.', 'One line about the author.', content),
  LINK: key.string('http://localhost:3000', 'The public URL of the site, used for absolute links.'),
  KEYWORDS: key.string('Notion, Blog', 'Comma-separated site keywords for the meta tag.', content),
  AVATAR: key.string(
    '',
    'Author avatar image path or URL. Unset: the Gravatar of CONTACT_EMAIL, else /avatar.svg.',
    content
  ),
  SINCE: key.number(2021, 'First year of the copyright range in the footer.', {
    ...content,
    min: 1900,
    max: 2200
  }),
  LANG: key.enum(
    ['en-US', 'zh-CN', 'zh-HK', 'zh-TW', 'fr-FR', 'tr-TR', 'ja-JP'] as const,
    'zh-CN',
    'Interface language.',
    // LANG alone is the shell's locale (C.UTF-8), never a site setting.
    { ...content, env: ['NEXT_PUBLIC_LANG', 'SITE_LANG'] }
  ),
  BLOG_FAVICON: key.string('/favicon.ico', 'Favicon path or URL.', content),
  BEI_AN: key.string('', 'ICP licence number shown in the footer (China).', content),
  BEI_AN_LINK: key.string(
    'https://beian.miit.gov.cn/',
    'Where the ICP licence line links.',
    content
  ),
  GREETING_WORDS: key.list(
    ['Hi, I am a blog', 'Written in Notion', 'Served statically'],
    'Greetings some themes rotate through; comma-separated.',
    content
  ),
  HOME_BANNER_IMAGE: key.string(
    '',
    "Picture of full-screen home heroes (path or URL); empty uses the site's cover.",
    content
  ),
  ENABLE_RSS: key.boolean(true, 'Publish RSS, Atom and JSON feeds and link them.', content),
  RSS_LIMIT: key.number(20, 'How many of the latest posts the feeds carry.', {
    ...content,
    min: 1,
    max: 1000
  })
}
