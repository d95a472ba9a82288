import type { NextApiRequest, NextApiResponse } from 'next'
import { serveHealth } from '@/lib/pages/health'

/** Server mode only: the age of the workspaces in memory and how their last refresh went. */
export default function health(req: NextApiRequest, res: NextApiResponse) {
  return serveHealth(req, res)
}
