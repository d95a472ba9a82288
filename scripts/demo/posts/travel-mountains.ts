/** Travel: mountains, fog and night walks. */
import { bold, italic, rt } from '../../lib/record-builders'
import {
  bullet,
  callout,
  heading,
  image,
  numbered,
  paragraph,
  quote,
  todo,
  toggle
} from '../../lib/blocks'
import { frameUrl } from '../art/render'
import { post } from '../site'

export const beforeTheFogLifts = post({
  title: 'Before the Fog Lifts',
  slug: 'before-the-fog-lifts',
  date: '2023-03-26',
  category: 'Travel',
  tags: ['fog', 'mountains'],
  summary: 'Fog removes everything you did not mean to photograph. You only have until nine.',
  pageIcon: '🌫️',
  blocks: [
    paragraph(
      'Fog is the best editor I know. It takes a cluttered valley and deletes it, layer by layer, until only the shapes are left: a line of pines, a ridge, another ridge, paler each time, until the last one is barely a suggestion.'
    ),
    paragraph(
      rt(
        'The trouble is that it does not wait. Valley fog burns off an hour or two after sunrise, so the work happens ',
        italic('early'),
        ', in wet grass, with a thermos.'
      )
    ),
    heading(2, 'Reading the forecast'),
    bullet('A clear, still night after a wet day.'),
    bullet('Temperature close to the dew point at dawn.'),
    bullet('A high place to stand above it, and a low place for it to gather.'),
    image(frameUrl('pines-in-fog'), { caption: 'Pines above the river, 07:10.', aspect: 0.75 }),
    heading(2, 'Exposure'),
    paragraph(
      'Meters see all that white and underexpose it into grey soup. Add one to two stops, and trust the histogram more than the screen.'
    ),
    quote('Fog is not an absence of view. It is a view of distance.')
  ]
})

export const ridgeNightWalk = post({
  title: 'Night Walk on the Ridge',
  slug: 'ridge-night-walk',
  date: '2023-07-02',
  category: 'Travel',
  tags: ['mountains', 'night sky'],
  summary:
    'A headtorch, a thermos and three hours above the tree line waiting for the sky to move.',
  pageIcon: '🌌',
  blocks: [
    paragraph(
      'We left the car at eleven and climbed by headtorch, the valley lights shrinking behind us. At the col the wind dropped and the sky did something I had only seen in other people’s photographs: it rippled, green, from one horizon to the other.'
    ),
    heading(2, 'What I packed'),
    todo('Tripod with a hook for the bag', true),
    todo('Fast wide lens, taped at infinity', true),
    todo('Red headtorch, so nobody loses their night vision', true),
    todo('Hand warmers for the lens, against dew', false),
    heading(2, 'Settings that worked'),
    numbered('Manual focus on a bright star, magnified live view.'),
    numbered('Widest aperture, then one stop down for sharper corners.'),
    numbered('Shutter under 15 seconds, or the stars turn into dashes.'),
    numbered('ISO as high as the sensor stays clean: for mine, 3200.'),
    toggle('Why not longer exposures?', [
      paragraph(
        'The earth turns. With a 20 mm lens stars start to trail after about 20 seconds; the old “500 rule” is too generous for modern sensors, so I halve it.'
      )
    ]),
    callout(
      '⚠️',
      'yellow_background',
      rt(
        bold('Safety first. '),
        'Tell someone your route, check the weather twice, and turn around early.'
      )
    ),
    image(frameUrl('moon-lake'), {
      caption: 'The tarn below the ridge, moonlit, 01:20.',
      aspect: 0.75
    })
  ]
})

export const mountainLakes = post({
  title: 'Mountain Lakes at First Light',
  slug: 'mountain-lakes',
  date: '2024-04-28',
  category: 'Travel',
  tags: ['mountains', 'sea'],
  summary:
    'Still water doubles the mountain. Wind halves the photograph. Be there before the breeze.',
  pageIcon: '🏔️',
  blocks: [
    paragraph(
      'Mountain lakes are mirrors for about an hour a day. The air is calmest just before sunrise; by eight the first breeze arrives and the reflection shatters into a thousand pieces of sky.'
    ),
    paragraph(
      'I camped by the outflow so I could be at the water with no walk-in. The alarm went at 4:40. The mountain went pink at 5:52, and for six minutes it existed twice.'
    ),
    image(frameUrl('alpenglow'), { caption: 'Alpenglow on the north face.', aspect: 0.75 }),
    heading(3, 'A polariser? Not here'),
    paragraph(
      'A polariser removes reflections, which is exactly what you came for. Leave it in the bag and use a graduated filter if the sky is much brighter than the water.'
    )
  ]
})

export const seaOfClouds = post({
  title: 'Above the Sea of Clouds',
  slug: 'sea-of-clouds',
  date: '2025-05-18',
  category: 'Travel',
  tags: ['mountains', 'fog', 'golden hour'],
  summary: 'Climb through the cloud and it becomes the ground: an inversion morning on the summit.',
  pageIcon: '☁️',
  ext: JSON.stringify({
    price: '€120',
    cta: { label: 'Order a print', url: 'https://example.com/prints' }
  }),
  blocks: [
    paragraph(
      'An inversion turns the world upside down. Cold air fills the valleys with cloud, warm air sits on top, and if you climb high enough you walk out of the grey into sunshine, with a white sea below you and the peaks standing out of it like islands.'
    ),
    paragraph(
      'Nothing in the forecast promised it. We went anyway, because the alternative was another grey Saturday, and at 1,400 metres the mist thinned, turned gold and fell away beneath our boots.'
    ),
    quote('Every summit is the same height above a sea of clouds: exactly as high as you climbed.')
  ]
})
