import type { NextApiRequest, NextApiResponse } from 'next'
import { getSiteData } from '../../lib/content/get-site-data'
import { themeDataFile } from '../../lib/content/theme-data'

/**
 * Server mode: the extra data themes declare, at /theme-data.json through a rewrite, for a theme
 * switched to at run time; a static export writes the same file instead.
 */
export default async function themeData(_req: NextApiRequest, res: NextApiResponse) {
  const data = await getSiteData()
  res.setHeader(
    'Cache-Control',
    `public, s-maxage=${data.config.NEXT_REVALIDATE_SECOND}, stale-while-revalidate`
  )
  res.setHeader('Content-Type', 'application/json; charset=utf-8')
  res.status(200).send(themeDataFile(data).json)
}
