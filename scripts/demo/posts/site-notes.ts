/** "How this site works": posts that double as the engine's documentation. */
import { stableId, bold, code as mono, link, pageMention, rt } from '../../lib/record-builders'
import {
  bullet,
  callout,
  code,
  divider,
  embed,
  equation,
  heading,
  linkToPage,
  numbered,
  paragraph,
  quote,
  syncedBlock,
  syncedReference,
  table,
  tableOfContents,
  todo,
  toggle
} from '../../lib/blocks'
import { inlineDatabase } from '../../lib/inline-database'
import { IDS, post, stub, TIME } from '../site'

/** Shared by both guides through a synced block: edit once, it changes in both. */
const publishingChecklist = syncedBlock(stableId('demo/synced/publishing-checklist'), [
  callout('✅', 'green_background', rt(bold('Publishing checklist'), ': before a post goes live')),
  todo('Title, slug and summary filled in', true),
  todo('A cover image set (it is the card in the grid)', true),
  todo('Category and a few tags chosen', true),
  todo('Status set to Published and a date that is not in the future', false)
])

export const howThisSiteWorks = post({
  title: 'How This Site Works',
  slug: 'how-this-site-works',
  date: '2024-11-10',
  category: 'Site Notes',
  tags: ['this site', 'notion'],
  summary:
    'A Notion database is the whole back end. Here is what each column does and how a post gets here.',
  pageIcon: '⚙️',
  blocks: [
    tableOfContents(),
    paragraph(
      'This blog is written in Notion and built into a static website. There is no admin panel and no database server: one Notion database holds every post, page and menu entry, and the build turns it into the pages you are reading.'
    ),
    heading(1, 'The database'),
    paragraph(
      rt(
        'Each row is a page. Its columns say what kind of page it is and where it appears. The column names follow the NotionNext template, so an existing NotionNext database works as it is: ',
        mono('title'),
        ', ',
        mono('type'),
        ', ',
        mono('status'),
        ', ',
        mono('slug'),
        ', ',
        mono('category'),
        ', ',
        mono('tags'),
        ', ',
        mono('date'),
        ', ',
        mono('summary'),
        ', ',
        mono('password'),
        ', ',
        mono('icon'),
        ' and ',
        mono('ext'),
        '.'
      )
    ),
    heading(2, 'Row types'),
    inlineDatabase({
      key: 'demo/row-types',
      title: 'Row types',
      titleColumn: 'Type',
      columns: [
        { name: 'What it is', type: 'text' },
        { name: 'In the post list', type: 'checkbox' },
        { name: 'Page fetched', type: 'select' }
      ],
      views: [
        { type: 'table', name: 'Table' },
        { type: 'list', name: 'List' },
        // Menu rows have no value here: Notion sends their group with no value at all.
        { type: 'list', name: 'By fetch', groupBy: 'Page fetched' }
      ],
      rows: [
        {
          title: 'Post',
          cells: {
            'What it is': 'An article, listed by date',
            'In the post list': 'Yes',
            'Page fetched': 'Fetched'
          }
        },
        {
          title: 'Page',
          cells: {
            'What it is': 'A standalone page such as About',
            'In the post list': 'No',
            'Page fetched': 'Fetched'
          }
        },
        {
          title: 'Notice',
          cells: {
            'What it is': 'The announcement shown above the list',
            'In the post list': 'No',
            'Page fetched': 'Fetched'
          }
        },
        {
          title: 'Menu',
          cells: { 'What it is': 'A menu entry; its slug is the link', 'In the post list': 'No' }
        },
        {
          title: 'SubMenu',
          cells: { 'What it is': 'An entry under the Menu row above it', 'In the post list': 'No' }
        },
        {
          title: 'Config',
          cells: {
            'What it is': 'A page whose table overrides settings',
            'In the post list': 'No',
            'Page fetched': 'Always refetched'
          }
        }
      ],
      time: TIME
    }),
    heading(2, 'Status'),
    table(
      [
        ['Status', 'Listed', 'Reachable by URL'],
        ['Published', 'yes', 'yes'],
        ['Invisible', 'no', 'yes'],
        ['Draft', 'no', 'no']
      ],
      { header: true }
    ),
    paragraph(
      'A Published post dated in the future waits: it appears on its date, at the next build. A post with a password is encrypted at build time and unlocked in the browser.'
    ),
    heading(3, 'The Config row'),
    paragraph(
      rt(
        'One row of type Config holds a table with the columns Name, Value and Enable. Each enabled line overrides a setting: this demo sets ',
        mono('LANG'),
        ' to ',
        mono('en-US'),
        ' there. Disabled lines are ignored, so you can keep alternatives at hand.'
      )
    ),
    heading(1, 'From Notion to the web'),
    numbered(
      'The build reads the database once, then each page, politely (Notion limits requests).'
    ),
    numbered('Pages are cached by their last edit time; a rebuild fetches only what changed.'),
    numbered('Posts become static HTML, re-rendered every few seconds when served by Next.js.'),
    code(
      'Mermaid',
      `graph LR
  A[Notion database] -->|read politely| B[Disk cache]
  B --> C[Static pages]
  C -->|every few seconds| D[Visitors]`,
      'The same steps as a Mermaid code block, drawn as a diagram in your browser.'
    ),
    code(
      'Bash',
      `# Point the site at your own Notion database and build it
export NOTION_PAGE_ID=0123456789abcdef0123456789abcdef
npm run build && npm start`
    ),
    paragraph('Settings can also be set in code, one typed key at a time:'),
    code(
      'TypeScript',
      `// conf/site.config.ts: each key declares its type and default once
export const siteKeys = {
  LANG: key.string('zh-CN', 'Interface language'),
  POSTS_PER_PAGE: key.number(12, 'Posts on each list page')
}`
    ),
    heading(2, 'Reading time'),
    paragraph('The estimate on each card is the word count over a comfortable reading speed:'),
    equation(
      't_{\\text{read}} = \\left\\lceil \\frac{\\text{words}}{230\\ \\text{wpm}} \\right\\rceil\\ \\text{min}'
    ),
    heading(1, 'Before you publish'),
    publishingChecklist,
    toggle('What if I leave the page id empty?', [
      paragraph(
        'Then you are looking at the result: the site serves this bundled demo, so a fresh clone always has something to show.'
      )
    ]),
    divider(),
    paragraph(
      rt('Next: the block-by-block guide, ', pageMention(IDS.row('writing-in-notion')), '.')
    ),
    linkToPage(stub('writing-in-notion', 'Writing Posts in Notion: A Field Guide', '✍️'))
  ]
})

export const writingInNotion = post({
  title: 'Writing Posts in Notion: A Field Guide',
  slug: 'writing-in-notion',
  date: '2025-01-19',
  category: 'Site Notes',
  tags: ['this site', 'notion'],
  summary: 'Every kind of Notion block this site renders, with a real example of each.',
  pageIcon: '✍️',
  blocks: [
    tableOfContents(),
    paragraph(
      'Write in Notion as you normally would. Almost every block has a counterpart on the site; this page shows them in use, so you can see how yours will look.'
    ),
    heading(1, 'Text'),
    paragraph(
      rt(
        'Paragraphs take ',
        bold('bold'),
        ', ',
        ['italic', [['i']]],
        ', ',
        ['strikethrough', [['s']]],
        ', ',
        mono('inline code'),
        ', ',
        ['colour', [['h', 'orange']]],
        ' and ',
        link('links', 'https://www.notion.so/help'),
        '.'
      )
    ),
    heading(2, 'Lists'),
    bullet('Bulleted lists', [bullet('can nest'), bullet('as deep as you like')]),
    numbered('Numbered lists count for you'),
    numbered('and restart after any other block'),
    todo('To-dos keep their ticks', true),
    todo('and their blanks', false),
    heading(2, 'Quotes and callouts'),
    quote('A quote stands apart from the text around it.'),
    callout('💡', 'blue_background', 'A callout carries an icon and a colour. Use it for tips.'),
    callout('⚠️', 'yellow_background', 'Or for warnings.'),
    heading(2, 'Toggles', {
      toggleable: true,
      children: [
        paragraph('This whole section is a toggleable heading: click its title to fold it.'),
        toggle('A plain toggle hides its content too', [
          paragraph('Good for spoilers, long answers and lists of settings.')
        ])
      ]
    }),
    heading(1, 'Code and maths'),
    code(
      'Rust',
      `/// Exposure value from aperture and shutter time.
fn ev(aperture: f64, seconds: f64) -> f64 {
    (aperture * aperture / seconds).log2()
}`
    ),
    code(
      'CSS',
      `/* Covers keep their ratio in the grid */
.card img {
  aspect-ratio: 4 / 3;
  object-fit: cover;
}`
    ),
    paragraph(
      rt('Equations render with KaTeX, inline like ', ['⁍', [['e', 'E = mc^2']]], ' or as a block:')
    ),
    equation('\\int_0^{\\infty} e^{-x^2}\\,dx = \\frac{\\sqrt{\\pi}}{2}'),
    heading(1, 'Embeds'),
    paragraph('Paste a link and pick “Embed”; maps, videos, PDFs and files work the same way.'),
    embed(
      'https://www.openstreetmap.org/export/embed.html?bbox=-3.3%2C54.3%2C-2.9%2C54.6&layer=mapnik',
      {
        caption: 'An OpenStreetMap embed of the Lake District.',
        height: 360
      }
    ),
    heading(1, 'Synced blocks'),
    paragraph(
      'The checklist below is synced from “How This Site Works”: edit it there and both pages change.'
    ),
    syncedReference(publishingChecklist, { pageId: IDS.row('how-this-site-works'), time: TIME }),
    divider(),
    paragraph('Back to the overview:'),
    linkToPage(stub('how-this-site-works', 'How This Site Works', '⚙️'))
  ]
})
