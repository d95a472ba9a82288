/**
 * `npx tsx scripts/bench/card-phases.ts [N] [design]`: where a photo card's CPU time goes when
 * every card has a cover of its own (the demo's 24 full-size covers in turn), step by step, as
 * lib/cards/render-card.ts draws it: reading the file, decoding it whole (for comparison), decoding
 * and cutting it to the drawn size, satori, resvg, laying the parts on the cover, the JPEG.
 * CPU time is the process's (sharp's threads included), summed over N cards; the first card
 * (fonts, wasm) is left out. `design`: photo (default) or writing.
 */
import { readFile, readdir } from 'node:fs/promises'
import path from 'node:path'
import { Resvg } from '@resvg/resvg-js'
import sharp from 'sharp'
import { THEME_CARD_STYLES } from '../../conf/themes/card-styles'
import { coverBox } from '../../lib/cards/card-design'
import { layOver, placed } from '../../lib/cards/card-pixels'
import { CARD_HEIGHT, CARD_WIDTH, type CardInput } from '../../lib/cards/card-types'
import { cardSvg } from '../../lib/cards/render-card'

const n = Number(process.argv[2] ?? 100)
const design = process.argv[3] === 'writing' ? 'nobelium' : 'plog'
const cpu = () => {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1000
}
const spent = new Map<string, number>()
async function step<T>(name: string, work: () => Promise<T> | T): Promise<T> {
  const start = cpu()
  const result = await work()
  spent.set(name, (spent.get(name) ?? 0) + cpu() - start)
  return result
}

async function main() {
  const dir = path.join('public', 'demo', 'covers')
  const covers = (await readdir(dir))
    .filter((name) => name.endsWith('.webp') && !/-(24|800)\.webp$/.test(name))
    .map((name) => path.join(dir, name))
  const { design: cardDesign, font, light } = THEME_CARD_STYLES[design]
  const input = (i: number): CardInput => ({
    style: { design: cardDesign, font, palette: light },
    title: `Before the fog lifts: a morning on the estuary ${i}`,
    summary: 'Notes on waiting for light, and what a slow film teaches about patience.',
    meta: 'Landscape · Mar 4, 2024',
    siteName: 'Silver & Light',
    avatar: '/avatar.svg',
    cover: '/cover.webp'
  })
  const [left, top, width, height] = coverBox(cardDesign)
  let bytesOut = 0
  for (let i = -1; i < n; i++) {
    if (i === 0) spent.clear()
    const file = covers[(i + covers.length) % covers.length] ?? ''
    const bytes = await step('read file', () => readFile(file))
    await step('decode whole (comparison only)', () => sharp(bytes).raw().toBuffer())
    const data = await step('decode + cut to drawn size', () =>
      sharp(bytes)
        .resize(width, height, { fit: 'cover' })
        .flatten({ background: '#fff' })
        .raw()
        .toBuffer()
    )
    const svg = await step('satori', () => cardSvg(input(i), true))
    const text = await step('resvg (text part)', () => {
      const drawing = new Resvg(svg, { font: { loadSystemFonts: false } })
      const box = drawing.getBBox()
      if (!box) return null
      const image = drawing.render()
      return { data: image.pixels, width: image.width, height: image.height, left: 0, top: 0 }
    })
    const card = await step('lay on cover (JS)', () => {
      const laid = placed({ data, width, height, channels: 3 }, CARD_WIDTH, CARD_HEIGHT, left, top)
      if (text) layOver(laid, text)
      return laid
    })
    const jpeg = await step('JPEG q72', () =>
      sharp(card.data, { raw: card }).jpeg({ quality: 72 }).toBuffer()
    )
    bytesOut += jpeg.length
  }
  for (const [name, ms] of spent) console.log(`${name}: ${(ms / n).toFixed(1)} ms a card`)
  console.log(
    `${n} cards (${design}), ${(bytesOut / n / 1024).toFixed(1)} KB a card, load ${(await import('node:os')).loadavg()[0]?.toFixed(1)}`
  )
}

void main()
