import type { NextApiRequest, NextApiResponse } from 'next'
import { getSiteData } from '../../lib/content/get-site-data'
import { searchIndexFile } from '../../lib/search/search-index-file'

/**
 * Server mode: the search index JSON, at /search-index.json through a rewrite (next.config.ts).
 * CDNs keep it as long as pages are; a static export writes the same file instead.
 */
export default async function searchIndex(_req: NextApiRequest, res: NextApiResponse) {
  const data = await getSiteData()
  res.setHeader(
    'Cache-Control',
    `public, s-maxage=${data.config.NEXT_REVALIDATE_SECOND}, stale-while-revalidate`
  )
  res.setHeader('Content-Type', 'application/json; charset=utf-8')
  res.status(200).send(searchIndexFile(data).json)
}
