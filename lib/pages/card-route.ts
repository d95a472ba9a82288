import type { NextApiRequest, NextApiResponse } from 'next'
import { CARD_NAME, cardDirsOf, readCard } from '@/lib/cards/card-store'
import { envConfig } from '@/lib/config/load-config'

/**
 * Server mode: a share card by its file name (`/cards/<hash>.png`, a rewrite). Names are hashes
 * of what is drawn, so an answer never changes and may be kept for a year.
 */
export async function serveCard(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  const name = typeof req.query.name === 'string' ? req.query.name : ''
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD')
    res.status(405).end()
    return
  }
  const bytes = CARD_NAME.test(name) ? await readCard(name, cardDirsOf(envConfig())) : null
  if (!bytes) {
    res.status(404).end()
    return
  }
  res.setHeader('Content-Type', name.endsWith('.png') ? 'image/png' : 'image/jpeg')
  res.setHeader('Content-Length', String(bytes.length))
  res.setHeader('Cache-Control', 'public, max-age=31536000, immutable')
  res.status(200).end(req.method === 'HEAD' ? undefined : bytes)
}
