import type { SiteConfig } from '../config/types'
import { frontendApiOf } from './frontend-api'

const BOUNDARY = 'accounts-boundary'
const SESSION = 'accounts-session'

export interface AccountsBuild {
  /** Whether this build has accounts: a valid Clerk publishable key was set. */
  on: boolean
  /**
   * `accounts-boundary` (pages) and `accounts-session` (API routes) resolved to the Clerk side or
   * to the empty side.
   */
  alias: Record<string, string>
  /** Inlined into the browser code: the publishable key alone, never the secret. */
  env: Record<string, string>
  /** `accounts.ts` lets Next find proxy.accounts.ts: only a keyed server build has a proxy. */
  pageExtensions: string[]
}

/** How next.config builds accounts, from the build's settings. */
export function accountsBuild(
  config: Pick<SiteConfig, 'CLERK_PUBLISHABLE_KEY' | 'EXPORT'>
): AccountsBuild {
  const key = config.CLERK_PUBLISHABLE_KEY.trim()
  const on = frontendApiOf(key) !== null
  const side = on ? 'on' : 'off'
  return {
    on,
    alias: {
      [BOUNDARY]: `./components/accounts/boundary/${side}.tsx`,
      [SESSION]: `./lib/accounts/session/${side}.ts`
    },
    env: on ? { NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY: key } : {},
    pageExtensions: on && !config.EXPORT ? ['accounts.ts'] : []
  }
}
