/**
 * `npx tsx scripts/bench/site-card-cost.ts [N] [theme] [distinct]`: the CPU time of drawing every
 * share card of the bench's N-post site (scripts/bench/bench-workspace.ts: a cover on every post,
 * one of five pictures; one post in ten in Chinese) in one process, as a static export's card
 * process draws them, without the build: the cards' inputs are made from the bench's rows as
 * lib/pages/page-card.ts makes them from a site's posts (the site's card, the About page's, each
 * post's). With `distinct`, the posts take the demo's 24 full-size covers in turn instead, so
 * every card reads its cover again (more than the renderer keeps). Cards are drawn in memory, one
 * after another; nothing is written. CPU time is the process's, sharp's threads included; the
 * loading of this script (tsx) is left out. Run it with the card process's allocator settings
 * (CARD_PROCESS_ALLOCATOR in lib/build/export-cards.ts) to measure what an export pays.
 */
import { THEME_CARD_STYLES } from '../../conf/themes/card-styles'
import type { ThemeId } from '../../conf/themes/ids'
import { cardText, wideCharacters } from '../../lib/cards/card-format'
import type { CardInput } from '../../lib/cards/card-types'
import { displayDay } from '../../lib/content/normalise-row'
import { BENCH_SITE, benchRows, demoCovers } from './bench-workspace'

const posts = Number(process.argv[2] ?? 200)
const theme = (process.argv[3] ?? 'plog') as ThemeId
const distinct = process.argv[4] === 'distinct'

const cpuMs = () => {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1000
}

function siteInputs(covers: string[]): CardInput[] {
  const { design, font, light } = THEME_CARD_STYLES[theme]
  const style = { design, font, palette: light }
  const site = { siteName: BENCH_SITE.name, avatar: '/avatar.svg' }
  const own: CardInput = {
    style,
    title: BENCH_SITE.name,
    summary: BENCH_SITE.description,
    meta: null,
    ...site,
    cover: null
  }
  return [
    own,
    ...benchRows(posts).map((row, i) => {
      const day = row.type === 'Page' || typeof row.date !== 'string' ? null : row.date
      const meta = [row.category, day && displayDay(Date.parse(`${day}T00:00:00Z`))]
      return {
        style,
        title: row.title,
        summary: row.summary ?? null,
        meta: meta.filter(Boolean).join(' · ') || null,
        ...site,
        cover: (distinct ? covers[i % covers.length] : row.cover) ?? null
      }
    })
  ]
}

async function main() {
  const inputs = siteInputs(demoCovers())
  const siteText = wideCharacters(inputs.map(cardText).join('')).join('')
  const faults = () => process.resourceUsage().minorPageFault
  const [start, startFaults] = [cpuMs(), faults()]
  const { renderCard } = await import('../../lib/cards/render-card')
  const loaded = cpuMs()
  let bytes = 0
  let first = 0
  for (const [i, input] of inputs.entries()) {
    bytes += (await renderCard(input, siteText)).length
    if (i === 0) first = cpuMs() - loaded
  }
  const drawn = cpuMs() - loaded
  const rest = (drawn - first) / (inputs.length - 1)
  const { loadavg } = await import('node:os')
  console.log(
    `${inputs.length} cards (${theme}${distinct ? ', distinct covers' : ''}): ${(drawn / 1000).toFixed(2)} s CPU drawing ` +
      `(first ${first.toFixed(0)} ms, then ${rest.toFixed(0)} ms a card), ` +
      `${(loaded - start).toFixed(0)} ms loading the renderer; ` +
      `${(bytes / inputs.length / 1024).toFixed(1)} KB a card; ` +
      `${faults() - startFaults} page faults; peak RSS ` +
      `${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MiB; load ${loadavg()[0]?.toFixed(1)}`
  )
}

void main()
