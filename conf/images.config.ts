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
  IMG_SHADOW: key.boolean(false, 'A soft shadow under images in article bodies.', { notion: true })
}
