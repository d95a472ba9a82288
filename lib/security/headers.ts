/**
 * The security headers of every response: a Content-Security-Policy admitting the outside services
 * the site's settings switch on (lib/integrations/services.ts) and no other, and the usual
 * hardening headers. next.config.ts sends them in server mode, from the file config and the
 * environment (Next fixes them when `next build` starts, before the workspace is read); a static
 * export carries them as `_headers` (Netlify, Cloudflare Pages) and `vercel.json` (Vercel), made
 * from the settings its pages were built with, the Notion Config tables included
 * (lib/security/export-headers.ts). docs/security.md shows the same for other hosts.
 *
 * Inline scripts run only when their text is one of the site's own (lib/security/inline-scripts.ts,
 * admitted by hash); no inline event handler or injected <script> runs. `next dev` keeps
 * 'unsafe-inline' for scripts instead: its pages carry Next's development scripts. Styles keep
 * 'unsafe-inline': React's style attributes, the font variables' <style> and the services'
 * widgets set styles inline, and a style cannot run code. The policy also bounds where every
 * script, frame, stylesheet and connection comes from: this site or a service switched on; no
 * <base> or form target elsewhere, and no other site may frame these pages. `object-src` admits
 * this site and Notion's file hosts only: the pdf block shows such files in the browser's own PDF
 * viewer through <object> (components/notion-renderer/PdfViewer.tsx links to any other), and the
 * server's /api/notion-file route redirects to Notion's hosts.
 */
import { frontendApiOrigin } from '../accounts/frontend-api'
import type { SiteConfig } from '../config/types'
import { serviceSources, type CspDirective, type ServiceConfig } from '../integrations/services'
import { NOTION_FILE_SOURCES } from '../body/notion-file-url'
import { INLINE_SCRIPT_HASHES } from './inline-scripts'
import { safeCodeUrl } from '../body/safe-url'

export { THIRD_PARTY_SERVICES, type ThirdPartyService } from '../integrations/services'

/** The custom-code settings, and the settings that switch services on and give their addresses. */
type CspConfig = Pick<
  SiteConfig,
  'CUSTOM_EXTERNAL_JS' | 'CUSTOM_EXTERNAL_CSS' | 'ALLOW_NOTION_SCRIPTS'
> &
  ServiceConfig

export interface PolicyOptions {
  /** `next dev`: scripts keep 'unsafe-inline' for Next's development scripts, and no hashes. */
  development?: boolean
}

const originOf = (url: string) => {
  const safe = safeCodeUrl(url)
  return safe && /^https:/i.test(safe) ? new URL(safe).origin : null
}

/** One site's settings, or those of every language site an export holds (their union). */
export type PolicySites = CspConfig | readonly CspConfig[]

const sitesOf = (sites: PolicySites): readonly CspConfig[] => ([] as CspConfig[]).concat(sites)

export function contentSecurityPolicy(sites: PolicySites, options: PolicyOptions = {}): string {
  const all = sitesOf(sites)
  const add = (directive: CspDirective) =>
    all.flatMap((config) => serviceSources(directive, config))
  // With ALLOW_NOTION_SCRIPTS the Notion table may name any https host; otherwise the configured ones.
  const custom = (key: 'CUSTOM_EXTERNAL_JS' | 'CUSTOM_EXTERNAL_CSS') =>
    all.flatMap((config) =>
      config.ALLOW_NOTION_SCRIPTS
        ? ['https:']
        : config[key].map(originOf).filter((o): o is string => !!o)
    )
  // Clerk's frontend API, only while accounts are on (a publishable key is set).
  const clerk = all
    .map((config) => frontendApiOrigin(config.CLERK_PUBLISHABLE_KEY ?? ''))
    .filter((o): o is string => !!o)
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      ...(options.development ? ["'unsafe-inline'"] : INLINE_SCRIPT_HASHES),
      ...add('script-src'),
      ...clerk,
      ...custom('CUSTOM_EXTERNAL_JS')
    ],
    'style-src': [
      "'self'",
      "'unsafe-inline'",
      ...add('style-src'),
      ...custom('CUSTOM_EXTERNAL_CSS')
    ],
    // Notion embeds may show any https site, always inside our sandboxed frame.
    'frame-src': ["'self'", 'https:', ...add('frame-src'), ...clerk],
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...clerk],
    'media-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:', 'https:'],
    'connect-src': ["'self'", ...add('connect-src'), ...clerk],
    'object-src': ["'self'", ...NOTION_FILE_SOURCES],
    // A game page's web-app manifest is made in the browser (a blob: URL).
    'manifest-src': ["'self'", 'blob:'],
    'base-uri': ["'self'"],
    'form-action': ["'self'", ...add('form-action')],
    'frame-ancestors': ["'self'"]
  }
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`)
    .join('; ')
}

/**
 * Strict-Transport-Security only when SECURITY_HSTS_MAX_AGE is set (file or environment, never
 * Notion): sent over plain http, as `next start` on localhost is, browsers ignore it, but a site
 * reached over https by mistake would refuse http for that long.
 */
function hsts(sites: PolicySites): { key: string; value: string }[] {
  const seconds = sitesOf(sites)[0]?.SECURITY_HSTS_MAX_AGE ?? 0
  return seconds > 0
    ? [{ key: 'Strict-Transport-Security', value: `max-age=${seconds}; includeSubDomains` }]
    : []
}

export function securityHeaders(
  sites: PolicySites,
  options: PolicyOptions = {}
): { key: string; value: string }[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(sites, options) },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()'
    },
    ...hsts(sites)
  ]
}

/**
 * The headers of the build's own scripts, stylesheets and fonts (`/_next/static/`): the policy,
 * framing, referrer and permissions headers govern documents only, so a script or stylesheet
 * carries just `nosniff` (and HSTS): ~0.9 KiB less on each of a page's dozen scripts over
 * HTTP/1.1.
 */
export function staticAssetHeaders(sites: PolicySites): { key: string; value: string }[] {
  return [{ key: 'X-Content-Type-Options', value: 'nosniff' }, ...hsts(sites)]
}

/** The same headers as a `_headers` file (Netlify, Cloudflare Pages) for a static export. */
export function headersFile(sites: PolicySites): string {
  const lines = securityHeaders(sites).map(({ key, value }) => `  ${key}: ${value}`)
  return ['/*', ...lines, ''].join('\n')
}

/**
 * The same headers as a `vercel.json`, for an export deployed to Vercel as its own project
 * (`vercel deploy out`): Vercel reads the file at the root of what it deploys.
 */
export function vercelJson(sites: PolicySites): string {
  const headers = securityHeaders(sites)
  return `${JSON.stringify({ headers: [{ source: '/(.*)', headers }] }, null, 2)}\n`
}
