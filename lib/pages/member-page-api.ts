import type { NextApiHandler } from 'next'
import type { MemberCheck } from '@/lib/accounts/session/types'
import { getSiteData } from '@/lib/pages/get-site-data'
import { memberPost } from '@/lib/pages/page-props'
import type { Post } from '@/lib/content/types'
import { log } from '@/lib/log'

const currentMemberPage = async (): Promise<Post | null> =>
  memberPost(await getSiteData({ allowStale: true }))

/**
 * Server mode: the members' page (the workspace page at /dashboard) as JSON `{ post }`, to a
 * signed-in member only: 401 to anyone else, 404 without accounts or without such a page. Never
 * stored by any cache. `check` is the session check (`accounts-session`), null with accounts off.
 */
export function memberPageApi(
  check: MemberCheck | null,
  load: () => Promise<Post | null> = currentMemberPage
): NextApiHandler {
  return async (req, res) => {
    res.setHeader('Cache-Control', 'private, no-store')
    if (!check) {
      res.status(404).json({ error: 'no such page' })
      return
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD')
      res.status(405).json({ error: 'method not allowed' })
      return
    }
    if (!(await memberOf(check, req))) {
      res.status(401).json({ error: 'sign in to see this page' })
      return
    }
    const post = await load()
    if (!post) {
      res.status(404).json({ error: 'no members page' })
      return
    }
    res.status(200).json({ post })
  }
}

/** The signed-in member, or null: a failing check (Clerk's proxy not run) lets nobody in. */
async function memberOf(check: MemberCheck, req: Parameters<MemberCheck>[0]) {
  try {
    return await check(req)
  } catch (error) {
    log.warn(`members' page: the session check failed (${String(error)}); answering 401`)
    return null
  }
}
