/** Cameras, scanning and the portfolio. */
import { bold, italic, link, rt } from '../../lib/record-builders'
import {
  bookmark,
  bullet,
  callout,
  code,
  columns,
  drive,
  heading,
  image,
  paragraph,
  quote,
  toggle,
  tweet
} from '../../lib/blocks'
import { inlineDatabase } from '../../lib/inline-database'
import { coverThumbUrl, frameUrl } from '../art/render'
import { post, TIME } from '../site'

export const camerasICarry = post({
  title: 'Cameras I Carry',
  slug: 'cameras-i-carry',
  date: '2024-03-10',
  category: 'Craft',
  tags: ['film', 'gear'],
  summary: 'Two bodies, three lenses, and why the smallest one takes most of the pictures.',
  pageIcon: '📷',
  blocks: [
    paragraph(
      'People ask about gear more than anything else, so here it is, with a warning: the camera you bring matters far less than the hour you choose to be somewhere.'
    ),
    columns([
      [
        0.5,
        [
          heading(3, 'For film'),
          bullet('A 1970s manual SLR, fully mechanical.'),
          bullet('50 mm f/1.8: the only lens it needs.'),
          bullet('A spot meter on a string.')
        ]
      ],
      [
        0.5,
        [
          heading(3, 'For everything else'),
          bullet('A small mirrorless body.'),
          bullet('24 mm and 85 mm primes.'),
          bullet('A travel tripod under a kilo.')
        ]
      ]
    ]),
    toggle('What about zoom lenses?', [
      paragraph(
        'They are excellent, and I own one. I just find that a fixed focal length makes me walk, and walking finds better pictures than turning a ring.'
      )
    ]),
    heading(2, 'Film I trust'),
    bookmark(
      'https://www.ilfordphoto.com/',
      'Ilford Photo',
      'Black-and-white films, papers and chemistry, with data sheets for every emulsion.'
    ),
    heading(2, 'The shared gear list'),
    paragraph('I keep the full list, with serial numbers and prices, in a spreadsheet:'),
    drive({
      url: 'https://docs.google.com/spreadsheets/d/1demoGearListWrenCalder0000000000/edit',
      title: 'Gear list 2024',
      thumbnail: coverThumbUrl('cameras-i-carry'),
      icon: 'https://ssl.gstatic.com/docs/doclist/images/mediatype/icon_1_spreadsheet_x32.png',
      modified: Date.UTC(2024, 2, 9),
      user: 'Wren Calder'
    }),
    heading(2, 'Overheard'),
    tweet('https://twitter.com/NatGeoPhotos/status/1156281483418865664'),
    quote(rt('The best camera is the one that is ', italic('with you'), '.'))
  ]
})

export const scanningNegatives = post({
  title: 'Scanning Negatives Without Losing Your Mind',
  slug: 'scanning-negatives',
  date: '2024-08-04',
  category: 'Film',
  tags: ['film', 'workflow'],
  summary: 'A camera, a light table and two small scripts that rename, invert and tag every frame.',
  pageIcon: '🎞️',
  blocks: [
    paragraph(
      'Scanning is the least romantic part of film photography. I photograph negatives with a digital camera on a copy stand, then let a pair of scripts do the tedious parts while I make tea.'
    ),
    heading(2, 'Step 1: rename by roll and frame', {
      toggleable: true,
      children: [
        paragraph(rt('Each roll gets a folder; each frame becomes ', bold('roll-frame.tif'), ':')),
        code(
          'Bash',
          `#!/usr/bin/env bash
# Rename camera files to <roll>-<frame>.tif, in shooting order.
set -euo pipefail
roll="$1"
n=1
for f in $(ls -tr *.tif); do
  mv -- "$f" "$(printf '%s-%02d.tif' "$roll" "$n")"
  n=$((n + 1))
done`
        )
      ]
    }),
    heading(2, 'Step 2: invert and balance', {
      toggleable: true,
      children: [
        paragraph(
          'Colour negatives carry an orange mask. Sampling the clear film base between frames and dividing it out gives a neutral start:'
        ),
        code(
          'Python',
          `import numpy as np
from PIL import Image

def invert(path: str, base: tuple[float, float, float]) -> Image.Image:
    """Divide out the film base, invert, and stretch each channel."""
    raw = np.asarray(Image.open(path), dtype=np.float32) / 65535
    positive = 1.0 - raw / np.array(base)
    lo, hi = np.percentile(positive, [0.5, 99.5], axis=(0, 1))
    out = np.clip((positive - lo) / (hi - lo), 0, 1)
    return Image.fromarray((out * 255).astype(np.uint8))`
        )
      ]
    }),
    heading(2, 'Step 3: write the metadata', {
      toggleable: true,
      children: [
        paragraph('The film stock and camera go into each file, read from a small sidecar:'),
        code(
          'JSON',
          `{
  "roll": "2024-07",
  "film": "Kodak Portra 400",
  "camera": "Manual SLR, 50 mm f/1.8",
  "developed": "2024-07-21"
}`
        )
      ]
    }),
    callout(
      '📐',
      'green_background',
      rt(
        'Keep the negative flat: a sheet of anti-Newton glass costs less than an afternoon of fixing curled frames. More in ',
        link('the darkroom post', '/article/darkroom-kitchen-sink'),
        '.'
      )
    )
  ]
})

const FRAMES: [title: string, place: string, film: string, cover: string][] = [
  ['Harbour, blue hour', 'Cities', 'Tri-X', 'harbour-blue-hour'],
  ['Pines in fog', 'Forests', 'HP5+', 'before-the-fog-lifts'],
  ['The ridge at night', 'Mountains', 'Digital', 'ridge-night-walk'],
  ['Dunes at first light', 'Deserts', 'Portra 400', 'desert-week'],
  ['Shingle in December', 'Coasts', 'FP4+', 'winter-coast'],
  ['The lake mirror', 'Mountains', 'Portra 400', 'mountain-lakes'],
  ['Neon after rain', 'Cities', 'CineStill 800T', 'city-nights'],
  ['Above the clouds', 'Mountains', 'Velvia 50', 'sea-of-clouds'],
  ['Moonrise', 'Deserts', 'Digital', 'salt-flats-moonrise']
]

export const portfolio = post({
  title: 'Portfolio: Frames from Two Years',
  slug: 'portfolio',
  date: '2024-09-22',
  category: 'Film',
  tags: ['film', 'cities', 'mountains'],
  summary: 'Nine favourite frames in one gallery, sortable by place and film.',
  pageIcon: '🖼️',
  ext: JSON.stringify({ price: '€45' }),
  comment: 'Hide',
  blocks: [
    paragraph(
      'Two years, a few hundred rolls and these nine frames. The gallery below is a Notion database: switch between the gallery, the table and the board grouped by place.'
    ),
    inlineDatabase({
      key: 'demo/portfolio',
      title: 'Selected frames',
      titleColumn: 'Frame',
      columns: [
        { name: 'Place', type: 'select' },
        { name: 'Film', type: 'text' }
      ],
      views: [
        { type: 'gallery', name: 'Gallery' },
        { type: 'table', name: 'Table' },
        { type: 'board', name: 'By place', groupBy: 'Place' }
      ],
      rows: FRAMES.map(([title, place, film, cover]) => ({
        title,
        cells: { Place: place, Film: film },
        cover: coverThumbUrl(cover)
      })),
      time: TIME
    }),
    image(frameUrl('pier-at-dusk'), {
      caption: 'Outtake: the pier, one second too late.',
      aspect: 0.75
    })
  ]
})
