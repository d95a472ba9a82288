/** Notice, standalone pages, menu rows and the Config row. */
import { bold, code as mono, link, rt } from '../../lib/record-builders'
import { callout, heading, image, paragraph, quote } from '../../lib/blocks'
import { inlineDatabase } from '../../lib/inline-database'
import type { RowInput } from '../../lib/workspace-builder'
import { coverUrl, frameUrl } from '../art/render'
import { AUTHOR, day, TIME } from '../site'

export const notice: RowInput = {
  key: 'notice',
  title: 'Welcome',
  type: 'Notice',
  status: 'Published',
  blocks: [
    paragraph(
      rt(
        'This is the demo workspace, served because no Notion page id is set. Read ',
        link('How This Site Works', '/article/how-this-site-works'),
        ' to point the site at your own database.'
      )
    )
  ]
}

export const about: RowInput = {
  title: 'About',
  type: 'Page',
  status: 'Published',
  slug: 'about',
  date: '2023-01-15',
  summary: `${AUTHOR} photographs light, weather and the edges of cities.`,
  cover: coverUrl('about'),
  pageIcon: '👋',
  created: day('2023-01-15'),
  blocks: [
    paragraph(
      `I am ${AUTHOR}, a photographer who walks early and develops late. This site collects travel notes, darkroom experiments and the occasional frame I am proud of.`
    ),
    heading(2, 'What you will find here'),
    paragraph(
      'Mountains before sunrise, coasts in winter, cities at blue hour, and practical notes on film: developing, scanning and reading light.'
    ),
    image(frameUrl('moon-lake'), { caption: 'Where I would rather be.', aspect: 0.75 }),
    quote('Photography is mostly waiting, in good places, for light.'),
    paragraph(rt('Say hello: ', link('wren@example.com', 'mailto:wren@example.com'), '.'))
  ]
}

export const colophon: RowInput = {
  // The key keeps the row's id; the nested slug shows a page served at a deeper path.
  key: 'colophon',
  title: 'Colophon',
  type: 'Page',
  status: 'Published',
  slug: 'about/site/colophon',
  date: '2023-01-15',
  summary: 'How this demo was made, and what is real.',
  cover: coverUrl('colophon'),
  pageIcon: '📜',
  created: day('2023-01-15'),
  blocks: [
    paragraph(
      rt(
        'Every picture in this demo is generated: layered SVG landscapes (graded skies, ridges drawn from noise, fog, water and film grain) rendered to WebP by ',
        mono('npm run demo:generate'),
        '. The photographer, too, is fictional.'
      )
    ),
    callout(
      '🛠️',
      'gray_background',
      rt(bold('Replace me. '), 'Set NOTION_PAGE_ID to your own database and this demo disappears.')
    )
  ]
}

export const menu = (title: string, slug: string, icon: string, type = 'Menu'): RowInput => ({
  key: `menu/${title}`,
  title,
  type,
  status: 'Published',
  slug,
  icon
})

/** Menus in order: a SubMenu row belongs to the Menu row above it. */
export const menus: RowInput[] = [
  menu('Archive', '/archive', 'fas fa-archive'),
  menu('Stories', '#', 'fas fa-book-open'),
  menu('Travel', '/category/Travel', 'fas fa-mountain', 'SubMenu'),
  menu('Film', '/category/Film', 'fas fa-film', 'SubMenu'),
  menu('Site Notes', '/category/Site%20Notes', 'fas fa-cog', 'SubMenu'),
  menu('About', '/about', 'fas fa-user')
]

/** NotionNext's Config row: an inline table of Name / Value / Enable overrides. */
export function configRow(
  tableKey: string,
  rows: [string, string, string][],
  intro = 'Enabled lines override the site settings; disabled lines are kept for later.'
): RowInput {
  return {
    key: 'config',
    title: 'Config',
    type: 'Config',
    status: 'Published',
    blocks: [
      paragraph(intro),
      inlineDatabase({
        key: tableKey,
        title: 'Config',
        titleColumn: 'Name',
        columns: [
          { name: 'Value', type: 'text' },
          { name: 'Enable', type: 'checkbox' }
        ],
        views: [{ type: 'table', name: 'Table' }],
        rows: rows.map(([name, value, enable]) => ({
          title: name,
          cells: { Value: value, Enable: enable }
        })),
        time: TIME
      })
    ]
  }
}

export const config: RowInput = configRow('demo/config', [
  ['LANG', 'en-US', 'Yes'],
  ['AUTHOR', AUTHOR, 'Yes'],
  ['BIO', 'Light, weather and the edges of cities.', 'Yes'],
  ['SINCE', '2023', 'Yes'],
  ['AVATAR', '/avatar.svg', 'Yes'],
  ['KEYWORDS', 'photography, film, travel, darkroom', 'Yes'],
  ['THEME', 'nobelium', 'No'],
  ['APPEARANCE', 'dark', 'No'],
  ['POST_LIST_STYLE', 'scroll', 'No']
])
