/** Rows that exercise visibility: locked, invisible, draft, future-dated and an external link. */
import { bold, rt } from '../../lib/record-builders'
import { bullet, callout, heading, paragraph, quote } from '../../lib/blocks'
import type { RowInput } from '../../lib/workspace-builder'
import { coverUrl } from '../art/render'
import { post } from '../site'

/** The password is documented in scripts/demo/README.md, never in the summary. */
export const DEMO_PASSWORD = 'silver-halide'

export const contactSheets = post({
  title: 'Contact Sheets: Unedited',
  slug: 'contact-sheets',
  date: '2025-04-06',
  category: 'Film',
  tags: ['film', 'darkroom'],
  summary:
    'Whole rolls, mistakes included. Locked: the password is for friends and workshop students.',
  pageIcon: '🔒',
  password: DEMO_PASSWORD,
  blocks: [
    paragraph(
      'You unlocked it. These are the rolls as they came out of the tank: the misfocused frames, the double exposure, the one good picture on frame 31.'
    ),
    heading(2, 'What a contact sheet teaches'),
    bullet('How you approached a subject, frame by frame.'),
    bullet('Where you stopped too early.'),
    bullet('That the keeper is often the frame after the one you thought was it.'),
    quote('Show me your contact sheets and I will tell you how you see.')
  ]
})

export const aLensISold = post({
  title: 'Notes on a Lens I Sold',
  slug: 'a-lens-i-sold',
  date: '2024-02-18',
  status: 'Invisible',
  category: 'Craft',
  tags: ['gear'],
  summary: 'An unlisted note: reachable by its link, hidden from lists and search.',
  blocks: [
    paragraph(
      'This post is Invisible: it has a URL you can share, but it does not appear in the lists. Good for notes to a few people.'
    ),
    paragraph(
      'The lens was sharp, heavy and never with me. Someone else carries it now, and uses it.'
    )
  ]
})

export const icelandDraft = post({
  title: 'Iceland, Half Written',
  slug: 'iceland-draft',
  date: '2025-05-30',
  status: 'Draft',
  category: 'Travel',
  tags: ['mountains'],
  summary: 'A Draft: not built, not listed, not reachable.',
  blocks: [paragraph('Glaciers, black sand, the light at midnight. To be finished.')]
})

export const lettersFrom2099 = post({
  title: 'Letters from 2099',
  slug: 'letters-from-2099',
  date: '2099-01-01',
  category: 'Site Notes',
  tags: ['this site'],
  summary: 'Scheduled far in the future, so it stays hidden until its date.',
  blocks: [
    callout(
      '⏳',
      'purple_background',
      rt(bold('Scheduled. '), 'A Published post with a future date is held back until that day.')
    ),
    paragraph('If you can read this on the site, it is 2099 or later. Hello from the past.')
  ]
})

/** A row whose slug is a URL: its card links out instead of to a page. */
export const printShop: RowInput = {
  key: 'prints',
  title: 'Prints for Sale',
  type: 'Post',
  status: 'Published',
  slug: 'https://example.com/prints',
  date: '2025-02-14',
  category: 'Site Notes',
  tags: ['this site'],
  summary: 'Archival prints of selected frames, on a separate shop. Opens in a new tab.',
  cover: coverUrl('prints'),
  created: Date.parse('2025-02-14T08:00:00Z')
}
