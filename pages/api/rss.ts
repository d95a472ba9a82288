import type { NextApiRequest, NextApiResponse } from 'next'
import { SEO_DOCUMENTS } from '@/lib/seo/seo-documents'
import { serveSeoDocument } from '@/lib/seo/serve-seo-document'

const FORMATS = new Map(
  Object.entries({ rss: SEO_DOCUMENTS.rss, atom: SEO_DOCUMENTS.atom, json: SEO_DOCUMENTS.json })
)

/** Server mode only (next.config.ts rewrites /rss/feed.xml, /rss/atom.xml, /rss/feed.json here). */
export default function rss(req: NextApiRequest, res: NextApiResponse) {
  const format = typeof req.query.format === 'string' ? req.query.format : 'rss'
  return serveSeoDocument(req, res, FORMATS.get(format))
}
