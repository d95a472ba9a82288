import { key } from './key'

/**
 * Optional member accounts through Clerk, read at build time: with no publishable key the site
 * has no sign-in pages and ships no Clerk code. Server-only slice: next.config passes the
 * publishable key (public by design) to the browser; Clerk's secret key is read by Clerk itself
 * from CLERK_SECRET_KEY on the server and is never a site setting.
 */
export const accountKeys = {
  CLERK_PUBLISHABLE_KEY: key.string(
    '',
    'Clerk publishable key (pk_test_… or pk_live_…): turns on /sign-in, /sign-up and /dashboard.',
    { notion: false, env: ['NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY', 'CLERK_PUBLISHABLE_KEY'] }
  )
}
