/**
 * Link rows: posts whose slug is an outside https URL. Themes show them as cards that open the
 * address in a new tab (the nav theme's link directory is made of them); they have no page here.
 */
import { coverUrl } from '../art/render'
import { post } from '../site'

export const notionHelp = post({
  key: 'link-notion-help',
  title: 'Notion Help Center',
  slug: 'https://www.notion.so/help',
  date: '2022-12-04',
  category: 'Links',
  tags: ['links', 'docs'],
  summary: 'Guides to pages, databases and sharing: where this site’s content is written.',
  pageIcon: '📓',
  cover: coverUrl('writing-in-notion'),
  blocks: []
})

export const nextDocs = post({
  key: 'link-nextjs-docs',
  title: 'Next.js Documentation',
  slug: 'https://nextjs.org/docs',
  date: '2022-11-20',
  category: 'Links',
  tags: ['links', 'docs'],
  summary: 'The framework that renders these pages: routing, data fetching and static export.',
  pageIcon: '▲',
  cover: coverUrl('how-this-site-works'),
  blocks: []
})

export const reactDocs = post({
  key: 'link-react-docs',
  title: 'React',
  slug: 'https://react.dev/',
  date: '2022-11-06',
  category: 'Links',
  tags: ['links', 'docs'],
  summary: 'Learn React: components, state and effects, with interactive examples.',
  pageIcon: '⚛️',
  cover: coverUrl('harbour-blue-hour'),
  blocks: []
})

export const mdnWeb = post({
  key: 'link-mdn',
  title: 'MDN Web Docs',
  slug: 'https://developer.mozilla.org/',
  date: '2022-10-23',
  category: 'Links',
  tags: ['links'],
  cover: coverUrl('winter-coast'),
  blocks: []
})
