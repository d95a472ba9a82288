/** Travel: cities and coasts. */
import { bold, italic, rt } from '../../lib/record-builders'
import {
  audio,
  bullet,
  callout,
  columns,
  divider,
  heading,
  image,
  paragraph,
  quote
} from '../../lib/blocks'
import { frameUrl } from '../art/render'
import { post } from '../site'

export const harbourBlueHour = post({
  title: 'Blue Hour in the Harbour City',
  slug: 'harbour-blue-hour',
  date: '2023-02-11',
  category: 'Travel',
  tags: ['cities', 'golden hour'],
  summary:
    'Twenty minutes after sunset the sky and the streetlights agree on a brightness. That is the whole trick.',
  pageIcon: '🌆',
  blocks: [
    paragraph(
      'There is a moment after the sun goes down when the sky is still bright enough to hold colour but dark enough for the city to switch itself on. Photographers call it blue hour, though in winter it lasts barely twenty minutes and in the harbour it smells of diesel and frying onions.'
    ),
    paragraph(
      rt(
        'I came for the ferries and stayed for the windows. From the sea wall the office towers turn into ',
        italic('contact sheets'),
        ': hundreds of small lit frames, each with a different story, all of them exposed for the same half second.'
      )
    ),
    heading(2, 'Why twenty minutes matter'),
    paragraph(
      'At sunset the sky is several stops brighter than any street. An hour later it is black and the lamps burn out. In between there is a window when the two meet, and a single exposure holds detail in both the clouds and the shop signs, with no blending and no tricks.'
    ),
    bullet(rt(bold('Arrive early.'), ' Find the frame in daylight; you will not have time later.')),
    bullet(rt(bold('Meter the sky'), ' just above the horizon and open up a stop.')),
    bullet(rt(bold('Stop down to f/8'), ' and let the lights turn into small stars.')),
    image(frameUrl('harbour-night'), {
      caption: 'The east quay at 17:42. Half a second at f/8, the railing as a tripod.',
      aspect: 0.75
    }),
    quote(
      'The city does not light up for you. It lights up for the people going home, and you borrow it.'
    ),
    divider(),
    paragraph(
      'I walked back along the water with cold hands and a roll of twelve frames. Four were sharp. One was good. That is a fine evening.'
    )
  ]
})

export const winterCoast = post({
  title: 'Winter Light Along the Coast',
  slug: 'winter-coast',
  date: '2023-12-03',
  category: 'Travel',
  tags: ['sea', 'golden hour'],
  summary:
    'Low sun, long shadows and a sea the colour of pewter: a week on the shingle in December.',
  pageIcon: '🌊',
  blocks: [
    paragraph(
      'In December the sun never climbs high over the coast. It rolls along the horizon all day like a coin on its edge, and every hour is golden hour. I spent a week walking the shingle between two lighthouses with one lens and far too many jumpers.'
    ),
    columns([
      [
        0.5,
        [
          heading(3, 'Mornings'),
          paragraph(
            'Pale and quiet. Mist sits on the water until ten, and the sun comes through it as a white disc you can look at directly.'
          )
        ]
      ],
      [
        0.5,
        [
          heading(3, 'Afternoons'),
          paragraph(
            'Warm and short. By three the light turns the colour of weak tea and the cliffs glow for half an hour before it all goes grey.'
          )
        ]
      ]
    ]),
    heading(2, 'Listening to the shingle'),
    paragraph(
      'Photographs miss the sound of this place: the drag of a wave pulling stones back down the beach. I recorded a few seconds of it to remind myself.'
    ),
    audio('/demo/media/surf.wav', 'Surf on shingle: four seconds, mono.'),
    image(frameUrl('pier-at-dusk'), { caption: 'The old pier on the last evening.', aspect: 0.75 }),
    callout(
      '🧤',
      'gray_background',
      'Cold batteries die fast. Keep two spares in an inside pocket and swap them every hour.'
    )
  ]
})
