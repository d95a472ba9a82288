import type { NextApiRequest, NextApiResponse } from 'next'
import { SEO_DOCUMENTS } from '@/lib/pages/seo-documents'
import { serveSeoDocument } from '@/lib/pages/serve-seo-document'

/** Server mode only (next.config.ts rewrites /robots.txt here); exports carry the file. */
export default function robots(req: NextApiRequest, res: NextApiResponse) {
  return serveSeoDocument(req, res, SEO_DOCUMENTS.robots)
}
