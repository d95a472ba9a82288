import type { NextApiRequest, NextApiResponse } from 'next'
import { CARD_NAME, cardBytes, serverCardsDirOf } from '@/lib/cards/card-store'
import type { CardInput } from '@/lib/cards/card-types'
import type { SiteData } from '@/lib/content/site-types'
import { getSiteData } from '@/lib/pages/get-site-data'
import { otherLanguageSites } from '@/lib/pages/language-sites'
import { cardsOfSite } from '@/lib/pages/page-card'
import { siteRenderer, type DrawCard } from '@/lib/pages/card-draw'

/** The card of that name among the current cards of every language site, with its site. */
async function currentCard(name: string): Promise<{ input: CardInput; data: SiteData } | null> {
  const data = await getSiteData()
  for (const site of [data, ...(await otherLanguageSites(data))]) {
    const input = cardsOfSite(site).get(name)
    if (input) return { input, data: site }
  }
  return null
}

function notFound(res: NextApiResponse) {
  // A card not drawn yet may be named by a page regenerated a moment later: not cached long.
  res.setHeader('Cache-Control', 'public, max-age=60')
  res.status(404).end()
}

/**
 * Server mode: a share card by its file name (`/cards/<hash>.png`, a rewrite). Only the cards
 * the site's pages name now are drawn (no draft's, no removed post's, no earlier version's:
 * those answer 404); the first request draws one (~0.1-0.2 s) into the server's writable cache
 * folder, the next read it. A name is a hash of what is drawn, so an answer never changes and
 * may be kept for a year. `draw` replaces the renderer in tests.
 */
export function createCardRoute(draw?: DrawCard) {
  return async function serveCard(req: NextApiRequest, res: NextApiResponse): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD')
      res.status(405).end()
      return
    }
    const name = typeof req.query.name === 'string' ? req.query.name : ''
    const card = CARD_NAME.test(name) ? await currentCard(name) : null
    const render = card && (await siteRenderer(card.data, draw))
    const bytes =
      card && render && (await cardBytes(card.input, serverCardsDirOf(card.data.config), render))
    if (!bytes) return notFound(res)
    res.setHeader('Content-Type', name.endsWith('.png') ? 'image/png' : 'image/jpeg')
    res.setHeader('Content-Length', String(bytes.length))
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable')
    res.status(200).end(req.method === 'HEAD' ? undefined : bytes)
  }
}

export const serveCard = createCardRoute()
