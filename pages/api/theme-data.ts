import type { NextApiRequest, NextApiResponse } from 'next'
import { themeDataFile } from '@/lib/pages/theme-data'
import { serveSeoDocument } from '@/lib/pages/serve-seo-document'

/** Server mode: the extra theme data at /theme-data.json (a rewrite); an export writes the file. */
export default function themeData(req: NextApiRequest, res: NextApiResponse) {
  return serveSeoDocument(req, res, {
    contentType: 'application/json; charset=utf-8',
    enabled: () => true,
    build: async (data) => themeDataFile(data).json
  })
}
