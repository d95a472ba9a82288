import type { NextApiRequest, NextApiResponse } from 'next'
import { renderBodyHtml } from '@/components/notion-renderer/body-html'
import { feedDocuments } from '@/lib/pages/seo-documents'
import { serveSeoDocument } from '@/lib/pages/serve-seo-document'

const FORMATS = new Map(Object.entries(feedDocuments(renderBodyHtml)))

/** Server mode only (next.config.ts rewrites /rss/feed.xml, /rss/atom.xml, /rss/feed.json here). */
export default function rss(req: NextApiRequest, res: NextApiResponse) {
  const format = typeof req.query.format === 'string' ? req.query.format : 'rss'
  return serveSeoDocument(req, res, FORMATS.get(format))
}
