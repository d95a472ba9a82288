/** Three small games, each a page of this site framed by the game theme's player. */
import { bullet, heading, paragraph } from '../../lib/blocks'
import { coverUrl } from '../art/render'
import { post } from '../site'

/** The game's page and its preview clip (made by game-previews.ts), as a post's `ext`. */
const game = (name: string, more: Record<string, unknown> = {}) =>
  JSON.stringify({
    href: `/demo/games/${name}/index.html`,
    video: `/demo/games/${name}/preview.webm`,
    ...more
  })

export const reactionTimer = post({
  title: 'A Small Game: Reaction Timer',
  slug: 'reaction-timer',
  date: '2025-03-16',
  category: 'Games',
  tags: ['Recommend', 'games'],
  summary: 'Wait for green, then click as fast as you can. Five rounds, one average.',
  pageIcon: '⏱️',
  cover: coverUrl('ridge-night-walk'),
  ext: game('reaction'),
  blocks: [
    paragraph(
      'A shutter finger needs reflexes too. The panel turns green after a random wait: click, tap or press Space as soon as it does. Too early and the round starts again.'
    ),
    heading(2, 'How to play'),
    bullet('Click the panel to start a round.'),
    bullet('Wait for green, then click.'),
    bullet('After five rounds you get your average in milliseconds.')
  ]
})

export const fifteenPuzzle = post({
  title: 'A Small Game: The Fifteen Puzzle',
  slug: 'fifteen-puzzle',
  date: '2023-06-04',
  category: 'Games',
  tags: ['games'],
  summary:
    'Slide the numbered tiles back into order, the puzzle that has eaten train journeys since 1880.',
  pageIcon: '🧩',
  cover: coverUrl('salt-flats-moonrise'),
  ext: game('fifteen', { new_window: true }),
  blocks: [
    paragraph(
      'Fifteen tiles, one gap. Click a tile next to the gap (or use the arrow keys) to slide it. Every shuffle here is made of legal moves, so every board can be solved.'
    ),
    paragraph('The game also runs on its own page: the link under the player opens it.')
  ]
})

export const memoryPairs = post({
  title: 'A Small Game: Memory Pairs',
  slug: 'memory-pairs',
  date: '2023-04-09',
  category: 'Games',
  tags: ['games'],
  summary:
    'Sixteen face-down cards, eight pairs of symbols. Find them all in as few turns as you can.',
  pageIcon: '🃏',
  cover: coverUrl('harbour-blue-hour'),
  ext: game('pairs'),
  blocks: [
    paragraph(
      'Turn two cards at a time. A pair stays face up; anything else turns back over. The counter keeps score of your turns.'
    )
  ]
})
