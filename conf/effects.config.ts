import { key } from './key'

/**
 * Decorative animations drawn on a canvas over (or under) every page. Public. Each is off until
 * switched on, loads after the page is idle, and never runs for visitors who ask for reduced motion.
 */
const look = { notion: true } as const

export const effectKeys = {
  FIREWORKS: key.boolean(false, 'Fireworks burst where the visitor clicks.', look),
  FIREWORKS_COLOR: key.list(
    ['255, 20, 97', '24, 255, 146', '90, 135, 255', '251, 243, 140'],
    'Fireworks colours, each "r, g, b".',
    look
  ),
  MOUSE_FOLLOW: key.boolean(false, 'Particles follow the mouse pointer.', look),
  MOUSE_FOLLOW_EFFECT_TYPE: key.number(
    11,
    'Mouse-follow style: 1 trail, 2 falling dots, 3 rising dots, 4 dots from the edges, 5 following ring, 6 path line, 7 gathering dots, 8 gathering grid, 9 bending grid, 10 rising particles, 11 circling colours, 12 blue cone.',
    { ...look, min: 1, max: 12 }
  ),
  MOUSE_FOLLOW_EFFECT_COLOR: key.string(
    '#ef8013',
    'Mouse-follow colour for every style but 11 and 12 (#rrggbb or rgba(...)).',
    look
  ),
  SAKURA: key.boolean(false, 'Falling cherry-blossom petals.', look),
  SNOW: key.boolean(false, 'Falling snow.', look),
  STARRY_SKY: key.boolean(false, 'Twinkling stars and shooting stars, in dark mode only.', look),
  NEST: key.boolean(false, 'Drifting points joined by lines, drawn towards the pointer.', look),
  RIBBON: key.boolean(false, 'Still ribbons behind the page, redrawn on each click.', look),
  FLUTTERINGRIBBON: key.boolean(false, 'Slowly waving ribbons behind the page.', look)
}
