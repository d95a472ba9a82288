import type { NextApiRequest } from 'next'

/**
 * Who is signed in on a server request, by Clerk's user id (null: nobody). `accounts-session`
 * resolves to on.ts (Clerk's check) in a keyed build and to off.ts otherwise: only API routes
 * import it, so a build without accounts has no Clerk code on its server either.
 */
export type MemberCheck = (req: NextApiRequest) => string | null | Promise<string | null>

export interface SessionBoundary {
  /** Null with accounts off: nobody can sign in. */
  signedInMember: MemberCheck | null
}
