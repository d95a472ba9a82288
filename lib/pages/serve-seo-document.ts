import type { NextApiRequest, NextApiResponse } from 'next'
import { getSiteData } from '@/lib/pages/get-site-data'
import { siteParam } from '@/lib/pages/language-routes'
import type { SeoDocument } from '@/lib/pages/seo-documents'

/**
 * Server mode: answer a document (feed, sitemap, robots, search index, theme data) from the
 * memoised site data, so it is as fresh as the pages
 * (the pages router cannot regenerate non-HTML files). Shared caches keep it for the revalidate
 * interval and may serve it stale while they refetch, like a regenerated page.
 */
export async function serveSeoDocument(
  req: NextApiRequest,
  res: NextApiResponse,
  doc: Pick<SeoDocument, 'contentType' | 'enabled' | 'build'> | undefined
): Promise<void> {
  // `?site=`: a language's own document (its feeds, theme data), rewritten from `/{lang}/...`.
  const data = await getSiteData({ allowStale: true, lang: siteParam(req.query) })
  if (!data || !doc || !doc.enabled(data)) {
    res.status(404).setHeader('Content-Type', 'text/plain; charset=utf-8').end('Not Found')
    return
  }
  const body = await doc.build(data)
  res.setHeader('Content-Type', doc.contentType)
  res.setHeader(
    'Cache-Control',
    `public, s-maxage=${data.config.NEXT_REVALIDATE_SECOND}, stale-while-revalidate`
  )
  res.status(200).end(req.method === 'HEAD' ? undefined : body)
}
