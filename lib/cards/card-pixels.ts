/** Opaque RGB pixels, row after row (a cover, then the card drawn on it). */
export interface RgbPixels {
  data: Buffer
  width: number
  height: number
  channels: 3
}

/** Pixels with premultiplied alpha, as resvg draws them, placed on a card at (left, top). */
export interface LaidPixels {
  data: Uint8Array
  width: number
  height: number
  left: number
  top: number
}

/** `value / 255`, rounded, for 0 ≤ value ≤ 255 × 255. */
const by255 = (value: number) => (value + 128 + ((value + 128) >> 8)) >> 8

/**
 * Lays `over` on `base` in place (source over: each pixel's colour plus the base's showing
 * through what its alpha leaves). Pixels outside `base` are left out.
 */
export function layOver(base: RgbPixels, over: LaidPixels): void {
  const { data: to, width } = base
  const { data: from } = over
  const fromX = Math.max(0, -over.left)
  const toX = Math.min(over.width, width - over.left)
  for (let y = Math.max(0, -over.top); y < over.height && y + over.top < base.height; y++) {
    let s = (y * over.width + fromX) * 4
    let d = ((y + over.top) * width + over.left + fromX) * 3
    for (let x = fromX; x < toX; x++, s += 4, d += 3) {
      const alpha = from[s + 3] ?? 0
      if (alpha === 0) continue
      const keep = 255 - alpha
      to[d] = (from[s] ?? 0) + by255((to[d] ?? 0) * keep)
      to[d + 1] = (from[s + 1] ?? 0) + by255((to[d + 1] ?? 0) * keep)
      to[d + 2] = (from[s + 2] ?? 0) + by255((to[d + 2] ?? 0) * keep)
    }
  }
}

/** A blank card of `width`×`height` with `pixels` copied in at (left, top). */
export function placed(
  pixels: RgbPixels,
  width: number,
  height: number,
  left: number,
  top: number
): RgbPixels {
  // A copy without the zero-fill where the pixels cover the whole card.
  if (left === 0 && top === 0 && pixels.width === width && pixels.height === height)
    return { data: Buffer.from(pixels.data), width, height, channels: 3 }
  const card: RgbPixels = { data: Buffer.alloc(width * height * 3), width, height, channels: 3 }
  for (let y = 0; y < pixels.height && y + top < height; y++) {
    const row = y * pixels.width * 3
    pixels.data.copy(card.data, ((y + top) * width + left) * 3, row, row + pixels.width * 3)
  }
  return card
}
