import { MEMBER_PAGE_API } from '@/lib/routing/account-paths'
import type { Post } from '@/lib/content/types'

/**
 * The members' page from the server, for the signed-in browser (Clerk's session cookie goes
 * with the request); null when the server refuses, has none, or cannot be reached.
 */
export async function fetchMemberPage(fetcher: typeof fetch = fetch): Promise<Post | null> {
  try {
    const response = await fetcher(MEMBER_PAGE_API, {
      credentials: 'same-origin',
      cache: 'no-store',
      headers: { accept: 'application/json' }
    })
    if (!response.ok) return null
    const { post } = (await response.json()) as { post?: Post }
    return post ?? null
  } catch {
    return null
  }
}
