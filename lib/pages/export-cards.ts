import type { CardInput } from '@/lib/cards/card-types'
import { drawMissingCards } from '@/lib/cards/card-store'
import type { SiteData } from '@/lib/content/site-types'
import {
  copyExportCards,
  exportedCardNames,
  shareOf,
  type CardShard
} from '@/lib/build/export-cards'
import { log } from '@/lib/log'
import { siteRenderer, type DrawCard } from '@/lib/pages/card-draw'
import { otherLanguageSites } from '@/lib/pages/language-sites'
import { cardsOfSite } from '@/lib/pages/page-card'

export interface ExportCardsResult {
  /** Cards the pages name. */
  named: number
  /** Drawn now; the others were kept from an earlier build. */
  drawn: number
  /** Named but not drawn (not a current card, or it failed to draw): logged. */
  missing: string[]
}

/**
 * A static export's share cards, after its pages: each card its pages name is drawn into
 * `cardsDir` (kept between builds) unless an earlier build drew it, then copied into
 * `<outDir>/cards/`. `data` is the site the pages were built from; with `shard`, only that
 * share of the cards; `draw` replaces the renderer in tests. They are drawn from the end of the
 * list (the other language sites, then the default site's last page first): a card process
 * still drawing from the rows goes from its start (drawSiteCards), each skips what the other
 * drew, and the two meet in the middle.
 */
export async function writeExportCards(
  data: SiteData,
  outDir: string,
  cardsDir: string,
  { shard = { index: 0, count: 1 }, draw }: { shard?: CardShard; draw?: DrawCard } = {}
): Promise<ExportCardsResult> {
  const names = shareOf(await exportedCardNames(outDir), shard)
  const result: ExportCardsResult = { named: names.size, drawn: 0, missing: [] }
  if (!names.size) return result
  const found = new Set<string>()
  for (const site of [data, ...(await otherLanguageSites(data))].reverse()) {
    const wanted = new Map<string, CardInput>()
    for (const [name, input] of [...cardsOfSite(site)].reverse())
      if (names.has(name) && !found.has(name)) wanted.set(name, input)
    if (!wanted.size) continue
    const render = await siteRenderer(site, draw)
    if (!render) break
    const { drawn, failed } = await drawMissingCards(wanted, cardsDir, render)
    result.drawn += drawn
    for (const name of wanted.keys()) if (!failed.includes(name)) found.add(name)
  }
  result.missing = await copyExportCards(
    [...names].filter((name) => found.has(name)),
    outDir,
    cardsDir
  )
  result.missing.push(...[...names].filter((name) => !found.has(name)))
  if (result.missing.length)
    log.warn(
      `export: ${result.missing.length} share cards named by pages could not be drawn (` +
        `${result.missing.slice(0, 3).join(', ')}); those pages' previews show no picture`
    )
  return result
}

export interface EarlyCardsResult {
  /** The site's cards (its own and every page's). */
  cards: number
  drawn: number
  /** Asked to stop before the last was drawn: the step after the pages drew the rest. */
  stopped: boolean
}

/**
 * A static export's share cards drawn before its pages name them (scripts/export-cards.ts, from
 * the rows: rowsSiteData): every card a page of the site can name (cardsOfSite: the site's own
 * and each page's, a locked post's with its title only, never a draft's, which no page shows),
 * drawn into `cardsDir` unless there already. writeExportCards, after the pages, then finds them
 * there and draws only what is still missing (a card drawn from data the pages then differ from
 * is named by no page: it is drawn again after them). `stop` is asked before each card.
 */
export async function drawSiteCards(
  data: SiteData,
  cardsDir: string,
  { stop, draw }: { stop?: () => boolean; draw?: DrawCard } = {}
): Promise<EarlyCardsResult> {
  const cards = cardsOfSite(data)
  const render = await siteRenderer(data, draw)
  if (!render) return { cards: cards.size, drawn: 0, stopped: false }
  const { drawn, stopped } = await drawMissingCards(cards, cardsDir, render, stop)
  return { cards: cards.size, drawn, stopped }
}
