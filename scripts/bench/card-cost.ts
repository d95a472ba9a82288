/**
 * `npx tsx scripts/bench/card-cost.ts [N]`: the cost of drawing share cards, in CPU time (a busy
 * machine stretches wall time, not much CPU time): the first card (fonts and renderer loaded),
 * then N each of a Latin writing card, a CJK one and a photo card, with their sizes and the
 * process's peak memory. Cards are drawn in memory: no cache is read or written.
 */
import { THEME_CARD_STYLES } from '../../conf/themes/card-styles'
import { renderCard } from '../../lib/cards/render-card'
import type { CardInput } from '../../lib/cards/card-types'

const n = Number(process.argv[2] ?? 20)
const cpu = () => {
  const used = process.cpuUsage()
  return (used.user + used.system) / 1000
}
const styleOf = (theme: keyof typeof THEME_CARD_STYLES) => {
  const { design, font, light } = THEME_CARD_STYLES[theme]
  return { design, font, palette: light }
}
const base: CardInput = {
  style: styleOf('nobelium'),
  title: 'Before the fog lifts: a morning on the estuary',
  summary: 'Notes on waiting for light, and what a slow film teaches about patience.',
  meta: 'Landscape · Mar 4, 2024',
  siteName: 'Silver & Light',
  avatar: '/avatar.svg',
  cover: null
}
/** The text of a CJK site's cards: a build cuts the CJK font once for all of them. */
const cjkTitles = [
  '雾散之前：河口的一个清晨',
  '关于等待光线的笔记。',
  '底片与放大机',
  '冬天的海岸线'
]
const cjkSite = cjkTitles.join('') + '0123456789'

const kinds: Record<string, (i: number) => CardInput> = {
  latin: (i) => ({ ...base, title: `${base.title} ${i}` }),
  cjk: (i) => ({
    ...base,
    title: `${cjkTitles[i % 4]} ${i}`,
    summary: '关于等待光线的笔记。'
  }),
  photo: (i) => ({
    ...base,
    style: styleOf('plog'),
    title: `${base.title} ${i}`,
    cover: '/demo/covers/city-nights.webp'
  }),
  'writing with a cover': (i) => ({
    ...base,
    title: `${base.title} ${i}`,
    cover: '/demo/covers/city-nights.webp'
  })
}

async function main() {
  let start = cpu()
  let wall = performance.now()
  await renderCard(kinds.latin!(-1))
  console.log(
    `first card: ${(cpu() - start).toFixed(0)} ms CPU, ${(performance.now() - wall).toFixed(0)} ms wall`
  )
  for (const [kind, make] of Object.entries(kinds)) {
    start = cpu()
    wall = performance.now()
    let bytes = 0
    const siteText = kind === 'cjk' ? cjkSite : ''
    for (let i = 0; i < n; i++) bytes += (await renderCard(make(i), siteText)).length
    const each = (value: number) => (value / n).toFixed(0)
    console.log(
      `${kind}: ${each(cpu() - start)} ms CPU, ${each(performance.now() - wall)} ms wall, ${(bytes / n / 1024).toFixed(1)} KB a card`
    )
  }
  console.log(
    `peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MiB, load ${(await import('node:os')).loadavg()[0]?.toFixed(1)}`
  )
}

void main()
