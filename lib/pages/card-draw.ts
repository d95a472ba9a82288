import type { RenderCard } from '@/lib/cards/card-store'
import type { CardInput } from '@/lib/cards/card-types'
import type { SiteData } from '@/lib/content/site-types'
import { log } from '@/lib/log'
import { siteTextOf } from '@/lib/pages/page-card'

/** Draws a card with the text of all the site's cards at hand (lib/cards/render-card.ts). */
export type DrawCard = (input: CardInput, siteText: string) => Promise<Buffer>

let renderer: Promise<DrawCard | null> | null = null

/**
 * The renderer (satori, resvg and sharp: wasm and native code), loaded when a card is first
 * drawn; null where it cannot load (no prebuilt binary for the platform), logged once.
 */
export function loadRenderer(): Promise<DrawCard | null> {
  renderer ??= import('@/lib/cards/render-card').then(
    (module) => module.renderCard,
    (error: unknown) => {
      log.warn(`share cards: the renderer cannot load (${String(error)}); no card is drawn`)
      return null
    }
  )
  return renderer
}

/** A renderer of one site's cards (they share one CJK font cut), or null where none loads. */
export async function siteRenderer(data: SiteData, draw?: DrawCard): Promise<RenderCard | null> {
  const drawCard = draw ?? (await loadRenderer())
  if (!drawCard) return null
  return (input) => drawCard(input, siteTextOf(data))
}
