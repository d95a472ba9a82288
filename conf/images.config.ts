import { key } from './key'

/** Image sizes and looks. Public. */
export const imageKeys = {
  IMAGE_COMPRESS_WIDTH: key.number(800, 'Width requested for images in article bodies.', {
    notion: true,
    min: 100,
    max: 4000
  }),
  IMAGE_ZOOM_IN_WIDTH: key.number(1200, 'Width requested when an image is zoomed.', {
    notion: true,
    min: 100,
    max: 8000
  }),
  IMG_SHADOW: key.boolean(false, 'A soft shadow under images in article bodies.', { notion: true }),
  SHARE_CARD: key.enum(
    ['card', 'cover', 'off'] as const,
    'card',
    "The picture shared links show (og:image, 1200×630): `card` draws one per post and page in the theme's colours (a server on the first request for it, an export after its pages); `cover` the post's cover, cut to size and kept as a file (a card when it has none); `off` the post's own share image, cover or the site's as they are.",
    { notion: true }
  ),
  SHARE_CARD_LOCKED_COVER: key.boolean(
    false,
    "A locked post's share card may show its cover (its title always shows; its summary never).",
    { notion: true }
  )
}
