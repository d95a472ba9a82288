import type { NextApiRequest, NextApiResponse } from 'next'
import { SEO_DOCUMENTS } from '@/lib/pages/seo-documents'
import { serveSeoDocument } from '@/lib/pages/serve-seo-document'

/** Server mode only (next.config.ts rewrites /sitemap.xml here); exports carry the file. */
export default function sitemap(req: NextApiRequest, res: NextApiResponse) {
  return serveSeoDocument(req, res, SEO_DOCUMENTS.sitemap)
}
