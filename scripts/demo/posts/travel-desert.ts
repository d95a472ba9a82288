/** Travel: deserts by day and by night. */
import { italic, rt } from '../../lib/record-builders'
import { bullet, equation, heading, image, maps, paragraph, quote, video } from '../../lib/blocks'
import { frameUrl } from '../art/render'
import { post } from '../site'

export const desertWeek = post({
  title: 'A Week in the Dunes',
  slug: 'desert-week',
  date: '2023-10-08',
  category: 'Travel',
  tags: ['desert', 'golden hour'],
  summary: 'Sand, wind and a camera in a plastic bag: notes from seven days among the dunes.',
  pageIcon: '🏜️',
  blocks: [
    paragraph(
      'Dunes are only interesting in low light. At noon they flatten into a bright beige nothing; an hour after sunrise every crest throws a shadow, and the desert turns into a drawing made of two tones.'
    ),
    image(frameUrl('dunes-at-noon'), {
      caption: 'The same dune field, two hours too late.',
      aspect: 0.75
    }),
    heading(2, 'Where we were'),
    maps(
      'https://www.google.com/maps/place/Wadi+Rum',
      'https://maps.google.com/maps?q=Wadi%20Rum&t=k&z=10&output=embed'
    ),
    heading(2, 'A film worth watching first'),
    paragraph(
      'Before the trip I watched long, quiet landscape films to learn how the light moves over sand. This one is a good companion for an evening of planning.'
    ),
    video('https://www.youtube.com/watch?v=LXb3EKWsInQ', {
      caption: 'Landscape footage in 4K; notice how the low sun carves the ridges.'
    }),
    heading(2, 'Keeping the sand out'),
    bullet('Change lenses inside the car, or not at all.'),
    bullet('A freezer bag and a rubber band around the camera in the wind.'),
    bullet('A blower brush, never a cloth, on the front element.'),
    heading(3, 'How long is golden hour here?'),
    paragraph(
      rt(
        'Near the tropics the sun climbs steeply, so the useful light is short. A rough rule: the time it takes the sun to climb 6° is about ',
        italic('six degrees over the rate'),
        ':'
      )
    ),
    equation(
      't \\approx \\frac{6^\\circ}{15^\\circ/\\text{h} \\cdot \\cos\\varphi} \\approx 26\\ \\text{min at } \\varphi = 30^\\circ'
    ),
    quote('The desert is a lesson in subtraction: one dune, one shadow, one line.')
  ]
})

export const saltFlatsMoonrise = post({
  title: 'Moonrise over the Salt Flats',
  slug: 'salt-flats-moonrise',
  date: '2025-03-02',
  category: 'Travel',
  tags: ['desert', 'night sky'],
  summary:
    'The full moon rises a few minutes after sunset. Catch it while the land still has colour.',
  pageIcon: '🌕',
  blocks: [
    paragraph(
      'A rising full moon is the brightest thing in the sky and the hardest to photograph well. Wait too long and it becomes a white hole in a black frame. Go the evening before the full moon, when it rises while the land still glows pink from the sunset behind you.'
    ),
    paragraph(
      'The salt crust crunched like frozen snow. We set up facing east, the Earth’s shadow rising as a blue band, and the moon came up inside it, huge and orange, exactly where the app said it would.'
    ),
    quote('Plan the moon to the minute. Then wait for the cloud to move.')
  ]
})
