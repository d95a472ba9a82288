import { describe, expect, it } from 'vitest'
import {
  contentSecurityPolicy,
  headersFile,
  securityHeaders,
  staticAssetHeaders,
  vercelJson
} from '../../../lib/security/headers'
import { loadConfig } from '../../../lib/config/load-config'

const base = { CUSTOM_EXTERNAL_JS: [], CUSTOM_EXTERNAL_CSS: [], ALLOW_NOTION_SCRIPTS: false }
const directive = (csp: string, name: string) =>
  csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? ''

describe('security headers', () => {
  it('allow scripts only from this site and the services switched on', () => {
    const csp = contentSecurityPolicy(base)
    const scripts = directive(csp, 'script-src')
    expect(scripts).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*'){3}$/)
    const giscus = contentSecurityPolicy({ ...base, COMMENT_GISCUS_REPO: 'o/r' })
    expect(directive(giscus, 'script-src')).toBe(`${scripts} https://giscus.app`)
    expect(directive(giscus, 'script-src')).not.toContain('https://utteranc.es')
    expect(scripts).not.toMatch(/ https: | https:$| \*|'unsafe-inline'/)
    expect(directive(csp, 'object-src')).toBe(
      "object-src 'self' https://prod-files-secure.s3.us-west-2.amazonaws.com https://file.notion.so https://s3-us-west-2.amazonaws.com/secure.notion-static.com/"
    )
    expect(directive(csp, 'manifest-src')).toBe("manifest-src 'self' blob:")
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'self'")
    expect(directive(csp, 'base-uri')).toBe("base-uri 'self'")
  })

  it('add the origins of configured custom scripts and styles, never an unsafe one', () => {
    const csp = contentSecurityPolicy({
      ...base,
      CUSTOM_EXTERNAL_JS: ['https://cdn.example/a.js', 'http://plain.example/b.js', 'data:x'],
      CUSTOM_EXTERNAL_CSS: ['https://fonts.example/x.css']
    })
    expect(directive(csp, 'script-src')).toContain('https://cdn.example')
    expect(directive(csp, 'script-src')).not.toContain('plain.example')
    expect(directive(csp, 'script-src')).not.toContain('data:')
    expect(directive(csp, 'style-src')).toContain('https://fonts.example')
  })

  it('admit a configured https Mailchimp form as the only form target besides this site', () => {
    expect(directive(contentSecurityPolicy(base), 'form-action')).toBe("form-action 'self'")
    const csp = contentSecurityPolicy({
      ...base,
      MAILCHIMP_FORM_URL: 'https://x.us1.list-manage.com/subscribe/post?u=1&id=2'
    })
    expect(directive(csp, 'form-action')).toBe("form-action 'self' https://x.us1.list-manage.com")
    const plain = contentSecurityPolicy({ ...base, MAILCHIMP_FORM_URL: 'http://x.example/post' })
    expect(directive(plain, 'form-action')).toBe("form-action 'self'")
  })

  it('send the hardening headers, and the same as a _headers file for static hosts', () => {
    const keys = securityHeaders(base).map((h) => h.key)
    expect(keys).toEqual([
      'Content-Security-Policy',
      'X-Content-Type-Options',
      'Referrer-Policy',
      'X-Frame-Options',
      'Permissions-Policy'
    ])
    const file = headersFile(base)
    expect(file.split('\n')[0]).toBe('/*')
    expect(file).toContain('  X-Content-Type-Options: nosniff')
    expect(file).toContain("  Content-Security-Policy: default-src 'self'")
  })

  it('send Strict-Transport-Security only when switched on in the file or environment', () => {
    const keys = (config: Parameters<typeof securityHeaders>[0]) =>
      securityHeaders(config).map((h) => h.key)
    expect(keys(base)).not.toContain('Strict-Transport-Security')
    expect(keys(loadConfig({ env: {} }).config)).not.toContain('Strict-Transport-Security')
    const on = loadConfig({ env: { SECURITY_HSTS_MAX_AGE: '31536000' } }).config
    expect(securityHeaders(on).at(-1)).toEqual({
      key: 'Strict-Transport-Security',
      value: 'max-age=31536000; includeSubDomains'
    })
    expect(headersFile(on)).toContain(
      '  Strict-Transport-Security: max-age=31536000; includeSubDomains'
    )
    const fromNotion = loadConfig({ env: {}, notion: { SECURITY_HSTS_MAX_AGE: '31536000' } })
    expect(fromNotion.config.SECURITY_HSTS_MAX_AGE).toBe(0)
    expect(keys(fromNotion.config)).not.toContain('Strict-Transport-Security')
  })

  it('give Vercel the same headers for every path of an export', () => {
    const parsed = JSON.parse(vercelJson(base)) as {
      headers: { source: string; headers: { key: string; value: string }[] }[]
    }
    expect(parsed.headers).toEqual([{ source: '/(.*)', headers: securityHeaders(base) }])
  })

  it('give the build’s scripts and stylesheets nosniff (and HSTS), none of the document headers', () => {
    expect(staticAssetHeaders(base)).toEqual([{ key: 'X-Content-Type-Options', value: 'nosniff' }])
    const on = loadConfig({ env: { SECURITY_HSTS_MAX_AGE: '31536000' } }).config
    expect(staticAssetHeaders(on)).toEqual([
      { key: 'X-Content-Type-Options', value: 'nosniff' },
      { key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' }
    ])
  })
})
