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
  // Images are plain <img> mapped by lib/ (SPEC §7); Next's optimiser is never used.
  images: { unoptimized: true },
  // Serverless hosts trace only imported files: the demo workspace is read from disk.
  outputFileTracingIncludes: { '/**': ['./content/demo/**'] }
}

export default nextConfig
