import type { NextApiRequest, NextApiResponse } from 'next'
import { resolveFileUrl } from '../../../lib/notion/resolve-file-url'

/**
 * Server mode only: redirects to a freshly signed URL of a file block (pdf, audio, video, file).
 * next.config.ts drops every `.ts` file under pages/ in a static export, where API routes are
 * not allowed; exported sites keep the URLs signed at build time (docs/deploy.md).
 */
export default async function notionFile(req: NextApiRequest, res: NextApiResponse) {
  const blockId = typeof req.query.blockId === 'string' ? req.query.blockId : ''
  const url = await resolveFileUrl(blockId).catch(() => null)
  if (!url) {
    res.status(404).json({ error: 'not found' })
    return
  }
  // Signed URLs live about an hour; let browsers reuse the redirect briefly, never longer.
  res.setHeader('Cache-Control', 'private, max-age=300')
  res.redirect(302, url)
}
