import type { SessionBoundary } from '@/lib/accounts/session/types'

/** Accounts off (no Clerk publishable key at build time): nobody is ever signed in. */
export const signedInMember: SessionBoundary['signedInMember'] = null
