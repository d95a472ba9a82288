import { getAuth } from '@clerk/nextjs/server'
import type { SessionBoundary } from '@/lib/accounts/session/types'

/**
 * Accounts on: the member Clerk's proxy (proxy.accounts.ts) found signed in on this request. The
 * proxy must run for the route; getAuth verifies what it passed on with the secret key.
 */
export const signedInMember: SessionBoundary['signedInMember'] = (req) => getAuth(req).userId
