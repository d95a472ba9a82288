import satori from 'satori'
import { describe, expect, it } from 'vitest'
import { cardElement } from '@/lib/cards/card-design'
import { cardFonts } from '@/lib/cards/card-fonts'
import { cardSvg, renderCard } from '@/lib/cards/render-card'
import { writingCard } from './card-input'

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) })

describe('share card renderer', () => {
  it('draws a 1200×630 PNG of a Latin title', async () => {
    const png = await renderCard(writingCard)
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG')
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 })
    expect(png.length).toBeLessThan(100 * 1024)
  })

  it("draws a CJK title's glyphs from a font cut to them", async () => {
    const cjk = { ...writingCard, title: '雾散之前：河口的清晨', summary: null, meta: null }
    const { fonts } = await cardFonts('sans', cjk.title + cjk.siteName)
    const cut = fonts.filter((font) => font.name.startsWith('Noto Sans SC'))
    expect(cut.length).toBeGreaterThan(0)
    // The package's slices are tens of kilobytes each; the card's cut holds a few glyphs.
    for (const font of cut) expect(font.data.length).toBeLessThan(12 * 1024)
    const latinOnly = fonts.filter((font) => !cut.includes(font))
    const drawn = await cardSvg(cjk)
    const tofu = await satori(cardElement({ ...cjk, avatar: null, cover: false }, "'Noto Sans'"), {
      width: 1200,
      height: 630,
      fonts: latinOnly
    })
    // Each CJK glyph is a path of its own outline: the render without the CJK font has none.
    expect(drawn.length).toBeGreaterThan(tofu.length + 2000)
  })
})
