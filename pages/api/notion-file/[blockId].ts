import type { NextApiRequest, NextApiResponse } from 'next'
import { signedFileUrl } from '@/lib/pages/file-urls'

/**
 * Server mode only: redirects to a freshly signed URL of a file block (pdf, audio, video, file)
 * of a listed, unlocked post. next.config.ts drops every `.ts` file under pages/ in a static
 * export, where API routes are not allowed; exported sites keep the URLs signed at build time.
 */
export default async function notionFile(req: NextApiRequest, res: NextApiResponse) {
  const blockId = typeof req.query.blockId === 'string' ? req.query.blockId : ''
  const answer = await signedFileUrl(blockId)
  if (answer.kind === 'busy') {
    res.setHeader('Retry-After', '5')
    res.status(503).json({ error: 'busy' })
    return
  }
  if (answer.kind === 'none') {
    res.status(404).json({ error: 'not found' })
    return
  }
  // Signed URLs live about an hour; let browsers reuse the redirect briefly, never longer.
  res.setHeader('Cache-Control', 'private, max-age=300')
  res.redirect(302, answer.url)
}
