/** Film and the darkroom. */
import { bold, code as mono, inlineEquation, rt } from '../../lib/record-builders'
import {
  callout,
  divider,
  equation,
  file,
  heading,
  numbered,
  paragraph,
  pdf,
  table,
  todo,
  videoFile
} from '../../lib/blocks'
import { clipUrl, coverUrl } from '../art/render'
import { post } from '../site'

export const darkroomKitchenSink = post({
  title: 'Developing Film at the Kitchen Sink',
  slug: 'darkroom-kitchen-sink',
  date: '2023-05-14',
  category: 'Film',
  tags: ['film', 'darkroom'],
  summary:
    'A changing bag, three bottles and a thermometer: black-and-white film at home in an hour.',
  pageIcon: '🧪',
  blocks: [
    paragraph(
      'You do not need a darkroom to develop black-and-white film. You need a dark bag for ten minutes, a tank, three chemicals and a sink. Printing is another story; developing is a recipe.'
    ),
    heading(2, 'Before you start'),
    todo('Tank, reels and scissors in the changing bag', true),
    todo('Developer, stop and fixer mixed and at 20 °C', true),
    todo('A timer you can read in dim light', true),
    todo('Photo-Flo and clips for drying', false),
    heading(2, 'Times I use'),
    table(
      [
        ['Film', 'Developer', 'Dilution', 'Minutes at 20 °C'],
        ['Ilford HP5+ (400)', 'ID-11', '1+1', '13'],
        ['Kodak Tri-X (400)', 'D-76', 'stock', '6¾'],
        ['Ilford FP4+ (125)', 'Rodinal', '1+50', '11'],
        ['Fomapan 100', 'Rodinal', '1+25', '6½']
      ],
      { header: true, widths: [180, 120, 100, 150] }
    ),
    heading(2, 'The process'),
    numbered('Load the film onto the reel in total darkness, then close the tank.'),
    numbered('Developer: pour in, agitate for the first 30 s, then 10 s every minute.'),
    numbered('Stop bath for one minute (plain water works too).'),
    numbered('Fixer for five minutes. After this the lid can come off.'),
    numbered('Wash for ten minutes, add a drop of wetting agent, hang to dry.'),
    heading(3, 'Mixing a dilution'),
    paragraph(
      rt(
        'A dilution of ',
        mono('1+n'),
        ' means one part concentrate to n parts water. For a tank that holds V millilitres, the concentrate is ',
        inlineEquation('c = V / (1 + n)'),
        ':'
      )
    ),
    equation('c = \\frac{V}{1 + n} = \\frac{500\\ \\text{ml}}{1 + 50} \\approx 9.8\\ \\text{ml}'),
    callout(
      '🧤',
      'red_background',
      rt(bold('Wear gloves. '), 'Developers irritate skin, and fixer ruins a good jumper.')
    ),
    divider(),
    paragraph('Print the cheat sheet and tape it above the sink:'),
    pdf('/demo/media/darkroom-cheat-sheet.pdf', { caption: 'Darkroom cheat sheet, one A4 page.' }),
    file('/demo/media/darkroom-checklist.txt', 'darkroom-checklist.txt', '1KB')
  ]
})

export const zoneSystem = post({
  title: 'Reading Light: The Zone System in Practice',
  slug: 'zone-system',
  date: '2023-08-19',
  category: 'Craft',
  tags: ['film', 'light'],
  summary: 'Eleven shades of grey, one light meter and a way to decide where the shadows fall.',
  pageIcon: '🎚️',
  blocks: [
    paragraph(
      'The Zone System is an old idea with a fearsome reputation. Strip away the jargon and it is a way of deciding, before you press the shutter, which part of the scene becomes middle grey, and what that does to everything else.'
    ),
    heading(2, 'Exposure value'),
    paragraph(
      rt(
        'An exposure value combines aperture ',
        inlineEquation('N'),
        ' and shutter time ',
        inlineEquation('t'),
        ' into a single number. Each step of one EV halves or doubles the light:'
      )
    ),
    equation('\\mathrm{EV} = \\log_2 \\frac{N^2}{t}'),
    paragraph(
      rt(
        'So f/8 at 1/125 s is ',
        inlineEquation('\\log_2(64 \\times 125) \\approx 13'),
        ', a bright overcast day.'
      )
    ),
    heading(2, 'The zones'),
    table(
      [
        ['Zone', 'Tone', 'Example'],
        ['0', 'Pure black', 'Inside an open doorway at night'],
        ['III', 'Dark shadow with texture', 'Bark of a pine in shade'],
        ['V', 'Middle grey', 'A grey card, weathered wood'],
        ['VII', 'Light with texture', 'Fresh snow in side light'],
        ['X', 'Pure white', 'The sun on water']
      ],
      { header: true, rowHeader: true, widths: [70, 220, 260] }
    ),
    heading(2, 'Placing a shadow'),
    numbered('Meter the darkest area where you still want texture.'),
    numbered('The meter makes it Zone V. You want Zone III, so close down two stops.'),
    numbered('Check where the highlights land; if beyond Zone VIII, develop for less.'),
    callout(
      '💡',
      'blue_background',
      'Expose for the shadows, develop for the highlights. Everything else is commentary.'
    )
  ]
})

export const openFilms = post({
  title: 'Three Short Films, One Evening',
  slug: 'open-films',
  date: '2023-08-26',
  category: 'Film',
  tags: ['film'],
  summary: 'A short series for a rainy night: three small films of light, watched in order.',
  cover: coverUrl('city-nights'),
  pageIcon: '🎞️',
  blocks: [
    paragraph(
      'Three short films about light, one morning, one winter evening and one night. Watch them in order; the player above the text keeps your place.'
    ),
    videoFile(clipUrl('morning'), {
      caption: 'Part 1 — Morning, the fog lifting off the pines'
    }),
    paragraph('The first is all soft daylight. Notice how little contrast it needs to feel warm.'),
    videoFile(clipUrl('snow'), {
      caption: 'Part 2 — Snow, alpenglow on the ridges'
    }),
    paragraph(
      'The second moves to winter: pink light on blue snow, the oldest colour contrast there is.'
    ),
    videoFile(clipUrl('night'), {
      caption: 'Part 3 — Night, the harbour at blue hour'
    })
  ]
})
