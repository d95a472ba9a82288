import type { NextConfig } from 'next'
import path from 'node:path'
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from 'next/constants'
import { accountsBuild } from './lib/accounts/accounts-build'
import { customFileFlags } from './lib/build/custom-files'
import { envConfig } from './lib/config/load-config'
import { errorReport } from './lib/owner-error'
import { normaliseBasePath } from './lib/base-path'
import { THEME_DATA_PATH } from './lib/pages/theme-data-path'
import { FEED_ALIAS, FEED_PATHS, LANGUAGE_REWRITES, SEO_REWRITES } from './lib/seo/seo-routes'
import { contentSecurityPolicy, securityHeaders, staticAssetHeaders } from './lib/security/headers'

/** A bad setting stops `next build` / `next start` with its one line, not a stack. */
function settings() {
  try {
    return envConfig()
  } catch (error) {
    console.error(`[notionpress] ${errorReport(error)}`)
    process.exit(1)
  }
}

const config = settings()
const distDir = process.env.NEXT_DIST_DIR || '.next'
const accounts = accountsBuild(config)
const basePath = normaliseBasePath(config.BASE_PATH)
const policyOptions = (phase: string) => ({ development: phase === PHASE_DEVELOPMENT_SERVER })

/**
 * One code path, two modes: a server with incremental regeneration, or EXPORT=true for a static
 * export into out/ (no rewrites, API routes or image optimisation there).
 */
const nextConfig = (phase: string): NextConfig => ({
  reactStrictMode: true,
  poweredByHeader: false,
  // Whether public/css/custom.css and public/js/custom.js hold anything worth a request; which
  // side of `accounts-boundary` is built, and the one public key accounts need; a server's
  // security policy, whose services alone its pages may switch on (lib/security/policy-gate.ts).
  env: {
    ...customFileFlags(),
    ...accounts.env,
    NOTIONPRESS_BASE_PATH: basePath,
    NOTIONPRESS_SERVER_POLICY: config.EXPORT
      ? ''
      : contentSecurityPolicy(config, policyOptions(phase))
  },
  // e2e builds both modes side by side; an owner never needs this.
  distDir,
  // A server build also writes <distDir>/standalone, the self-contained server the Dockerfile
  // runs (scripts/standalone.ts adds public/ and the static files beside it).
  output: config.EXPORT ? 'export' : config.STANDALONE ? 'standalone' : undefined,
  // BASE_PATH: Next prefixes routes, links, redirects, rewrites, its data and its own files;
  // lib/base-path adds it to the rest. assetPrefix too, or next/font's preconnect
  // points at the host's root.
  basePath,
  assetPrefix: basePath || undefined,
  // API routes are the only .ts files under pages/ (pages are .tsx). An export may not contain
  // any, so it leaves them out; its post-build files and build-time URLs stand in for them.
  pageExtensions: [...(config.EXPORT ? ['tsx'] : ['tsx', 'ts']), ...accounts.pageExtensions],
  turbopack: { resolveAlias: accounts.alias },
  webpack: (webpackConfig: { resolve: { alias: Record<string, string> } }) => {
    Object.assign(webpackConfig.resolve.alias, accounts.alias)
    return webpackConfig
  },
  // An owner's build type-checks what the site ships (tsconfig.build.json: no tests or scripts),
  // beside the prefetch; `npm test` checks the whole repository once before the e2e builds,
  // which need not do it again.
  typescript: {
    ignoreBuildErrors: process.env.NEXT_SKIP_TYPECHECK === '1',
    tsconfigPath: 'tsconfig.build.json'
  },
  // Several instances sharing one Redis (docs/deploy.md): Next's incremental cache goes through
  // it when the server is started with REDIS_URL. In every server build, so that one image serves
  // alone or shared; without REDIS_URL it is Next's own cache and loads no Redis code.
  ...(config.EXPORT ? {} : { cacheHandler: path.resolve('lib/shared/cache-handler.mjs') }),
  // Images are plain <img> mapped by lib/ (SPEC §7); Next's optimiser is never used.
  images: { unoptimized: true },
  experimental: {
    // PostCSS runs in worker threads instead of two extra Node processes: ~110 MiB less at the peak.
    turbopackPluginRuntimeStrategy: 'workerThreads',
    // A production build writes no source maps (~55 MiB less at the compile's peak); `next start`
    // never reads them unless started with --enable-source-maps. `next dev` keeps them.
    turbopackSourceMaps: phase !== PHASE_PRODUCTION_BUILD,
    turbopackFileSystemCacheForBuild: config.BUILD_CACHE
  },
  // Share cards are drawn on the server with a native renderer and wasm (lib/cards): loaded from
  // node_modules as they are, never bundled.
  serverExternalPackages: ['@resvg/resvg-js', 'satori', 'subset-font'],
  // Serverless hosts trace only imported files: the demo workspace is read from disk, and the
  // build's Notion cache is a server's read-only base (lib/notion/cache-dirs.ts). The share card
  // route alone reads its fonts' files (the two weights it draws; ~9 MB with the CJK one, which
  // no other function should carry).
  outputFileTracingIncludes: {
    '/**': [
      './content/demo/**',
      `./${path.relative('.', path.resolve(distDir, 'cache', 'notion'))}/**`
    ],
    '/api/card': [
      './node_modules/@fontsource/noto-{sans,serif}/files/*-latin{,-ext}-{400,700}-normal.woff',
      './node_modules/@fontsource/noto-sans-sc/files/*-{400,700}-normal.woff',
      './node_modules/@fontsource/noto-sans-sc/unicode.json'
    ]
  },
  // Feeds, sitemap and robots.txt: API routes on a server, so they stay as
  // fresh as the pages; an export carries them as files instead (lib/build/export-artifacts.ts).
  ...(config.EXPORT
    ? {}
    : {
        rewrites: async () => ({
          beforeFiles: [
            ...SEO_REWRITES,
            ...LANGUAGE_REWRITES,
            { source: THEME_DATA_PATH, destination: '/api/theme-data' }
          ],
          afterFiles: [],
          fallback: []
        }),
        headers: async () => [
          {
            source: '/',
            headers: securityHeaders(config, policyOptions(phase))
          },
          {
            source: '/:path((?!_next/static/).+)',
            headers: securityHeaders(config, policyOptions(phase))
          },
          { source: '/_next/static/:path*', headers: staticAssetHeaders(config) },
          // The owner's preview (draft mode, /api/preview): never indexed. Next itself answers it
          // `Cache-Control: private, no-cache, no-store` and never stores it.
          {
            source: '/:path*',
            has: [{ type: 'cookie' as const, key: '__prerender_bypass' }],
            headers: [{ key: 'X-Robots-Tag', value: 'noindex' }]
          }
        ],
        redirects: async () => [
          { source: FEED_ALIAS, destination: FEED_PATHS.rss, permanent: false }
        ]
      })
})

export default nextConfig
