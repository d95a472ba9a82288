import type { NextConfig } from 'next'
import { envConfig } from './lib/config/load-config'

const config = envConfig()

/**
 * One code path, two modes: a server with incremental regeneration, or EXPORT=true for a static
 * export into out/ (no rewrites, API routes or image optimisation there).
 */
const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // e2e builds both modes side by side; an owner never needs this.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  output: config.EXPORT ? 'export' : undefined,
  // API routes are the only .ts files under pages/ (pages are .tsx). An export may not contain
  // any, so it leaves them out; its post-build files and build-time URLs stand in for them.
  pageExtensions: config.EXPORT ? ['tsx'] : ['tsx', 'ts'],
  // `npm test` type-checks once before the e2e builds; they need not do it again.
  typescript: { ignoreBuildErrors: process.env.NEXT_SKIP_TYPECHECK === '1' },
  // Images are plain <img> mapped by lib/ (SPEC §7); Next's optimiser is never used.
  images: { unoptimized: true },
  // Server mode answers the export's post-build files from API routes at the same URLs.
  ...(config.EXPORT
    ? {}
    : {
        rewrites: async () => [{ source: '/search-index.json', destination: '/api/search-index' }]
      }),
  // Serverless hosts trace only imported files: the demo workspace is read from disk.
  outputFileTracingIncludes: { '/**': ['./content/demo/**'] }
}

export default nextConfig
