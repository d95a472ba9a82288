import type { NextApiRequest, NextApiResponse } from 'next'
import { searchIndexFile } from '@/lib/search/search-index-file'
import { serveSeoDocument } from '@/lib/seo/serve-seo-document'

/** Server mode: the search index at /search-index.json (a rewrite); an export writes the file. */
export default function searchIndex(req: NextApiRequest, res: NextApiResponse) {
  return serveSeoDocument(req, res, {
    contentType: 'application/json; charset=utf-8',
    enabled: () => true,
    build: async (data) => searchIndexFile(data).json
  })
}
