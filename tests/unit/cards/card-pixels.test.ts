import { describe, expect, it } from 'vitest'
import { layOver, placed, type RgbPixels } from '@/lib/cards/card-pixels'

const grey = (width: number, height: number, value: number): RgbPixels => ({
  data: Buffer.alloc(width * height * 3, value),
  width,
  height,
  channels: 3
})

describe('card pixels', () => {
  it('lays premultiplied pixels over a card: clear ones leave it, opaque ones replace it, half-clear ones blend', () => {
    const card = grey(3, 1, 100)
    // Clear; half-covered red (premultiplied: 128 of red at alpha 128); opaque white.
    const over = new Uint8Array([0, 0, 0, 0, 128, 0, 0, 128, 255, 255, 255, 255])
    layOver(card, { data: over, width: 3, height: 1, left: 0, top: 0 })
    expect([...card.data]).toEqual([100, 100, 100, 178, 50, 50, 255, 255, 255])
  })

  it('leaves out what falls outside the card', () => {
    const card = grey(2, 2, 0)
    const white = new Uint8Array(2 * 2 * 4).fill(255)
    layOver(card, { data: white, width: 2, height: 2, left: 1, top: -1 })
    expect([...card.data]).toEqual([0, 0, 0, 255, 255, 255, 0, 0, 0, 0, 0, 0])
  })

  it('places a picture on a blank card at its place', () => {
    const card = placed(grey(1, 2, 9), 3, 2, 2, 0)
    expect([...card.data]).toEqual([0, 0, 0, 0, 0, 0, 9, 9, 9, 0, 0, 0, 0, 0, 0, 9, 9, 9])
  })

  it('copies a picture that fills the card, leaving the picture (shared between cards) as it was', () => {
    const cover = grey(2, 2, 7)
    const card = placed(cover, 2, 2, 0, 0)
    expect([...card.data]).toEqual(Array(12).fill(7))
    card.data.fill(1)
    expect([...cover.data]).toEqual(Array(12).fill(7))
  })
})
