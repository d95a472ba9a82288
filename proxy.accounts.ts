import { clerkMiddleware } from '@clerk/nextjs/server'

/**
 * Clerk's request handler. Only a server build with a Clerk publishable key sees this file:
 * next.config adds the `accounts.ts` extension Next looks for `proxy.*` with only then, so a
 * site without accounts has no proxy at all. It signs nobody out and protects no page by itself:
 * it keeps Clerk's session cookies fresh and lets server code read who is signed in.
 */
export default clerkMiddleware()

export const config = {
  matcher: [
    '/((?!_next|api/|.*\\.(?:css|js|json|png|jpe?g|gif|svg|webp|avif|ico|woff2?|txt|xml)$).*)',
    // The one API route that asks who is signed in (pages/api/member-page.ts).
    '/api/member-page'
  ]
}
