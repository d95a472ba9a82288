import type { NextApiRequest, NextApiResponse } from 'next'
import { getSiteData } from '@/lib/pages/get-site-data'
import { siteParam } from '@/lib/pages/language-routes'
import { normaliseKeyword } from '@/lib/search/normalise-keyword'
import { resultLimit } from '@/lib/search/online-search'
import { searchShards } from '@/lib/search/query-shards'
import { siteSearch } from '@/lib/search/search-index-file'

/**
 * Server mode: the first results of `?q=` over the server's current index, so an edited post is
 * found by its new words as soon as its data regenerates. The keyword is bounded like a search
 * page's and the answer to the first `?n=` hits (20 by default, at most 200); shared caches keep
 * it for the revalidate window.
 */
export default async function search(req: NextApiRequest, res: NextApiResponse) {
  const raw = typeof req.query.q === 'string' ? req.query.q : ''
  const data = await getSiteData({ allowStale: true, lang: siteParam(req.query) })
  if (!data) {
    res.status(404).json({ error: 'no such language site' })
    return
  }
  const limit = resultLimit(req.query.n)
  const page = await searchShards(siteSearch(data).source, normaliseKeyword(raw), 0, limit)
  res.setHeader('Content-Type', 'application/json; charset=utf-8')
  res.setHeader(
    'Cache-Control',
    `public, s-maxage=${data.config.NEXT_REVALIDATE_SECOND}, stale-while-revalidate`
  )
  res.status(200).end(req.method === 'HEAD' ? undefined : JSON.stringify(page))
}
