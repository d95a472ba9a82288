import path from 'node:path'
import { productionCopyDir } from './lib/production-copy'

/** Where the e2e server build is made and served: the project with production packages only. */
export const E2E_PRODUCTION_DIR = productionCopyDir()

/** The e2e server build's NEXT_DIST_DIR, inside E2E_PRODUCTION_DIR. */
export const E2E_SERVER_DIST_NAME = '.next-e2e'

/** The e2e server build's folder. */
export const E2E_SERVER_DIST_DIR = path.join(E2E_PRODUCTION_DIR, E2E_SERVER_DIST_NAME)

/** Where the running e2e server (the build's standalone server) keeps the pages it renders. */
export const E2E_SERVER_PAGES_DIR = path.join(
  E2E_SERVER_DIST_DIR,
  'standalone',
  E2E_SERVER_DIST_NAME,
  'server',
  'pages'
)

/**
 * Site settings the e2e builds and the e2e server share (ISR re-renders pages at run time with
 * the server's env): two comment systems, so the comment area and its tabs are tested offline
 * (stubbed scripts). Utterances is the first tab; Waline's script loads only when its tab opens.
 * A revalidate secret turns on /api/revalidate and /api/preview (publish.mutating.spec.ts).
 */
export const E2E_SITE_ENV = {
  COMMENT_UTTERANCES_REPO: 'demo/repo',
  COMMENT_WALINE_SERVER_URL: 'https://waline.e2e.example',
  REVALIDATE_SECRET: 'e2e-revalidate-secret-0123456789'
} as const

/**
 * The accounts build (tests/e2e/accounts.spec.ts): a publishable key in Clerk's format naming a
 * frontend API host that does not exist, and a fake secret the tests look for in the client
 * files. A production ("live") key: a development key makes Clerk's proxy send every browser
 * to its frontend API first (the "dev browser" handshake), which cannot be reached from here.
 */
export const E2E_ACCOUNTS_ENV = {
  NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY: `pk_live_${Buffer.from('clerk.notionpress.test$').toString('base64')}`,
  CLERK_SECRET_KEY: 'sk_live_notionpress_fake_secret',
  CLERK_TELEMETRY_DISABLED: '1'
} as const
