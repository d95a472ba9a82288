import { describe, expect, it } from 'vitest'
import { accountsBuild } from '@/lib/accounts/accounts-build'
import { isAccountPath } from '@/lib/routing/account-paths'
import { frontendApiOf, frontendApiOrigin } from '@/lib/accounts/frontend-api'
import { hasSignedInCookie } from '@/lib/accounts/signed-in-cookie'
import { contentSecurityPolicy } from '@/lib/security/headers'

/** A publishable key naming a frontend API host, as Clerk builds them. */
const keyFor = (host: string, kind = 'test') => `pk_${kind}_${btoa(`${host}$`)}`
const KEY = keyFor('clerk.notionpress.test')

describe('the frontend API named by a publishable key', () => {
  it('decodes test and live keys', () => {
    expect(frontendApiOf(KEY)).toBe('clerk.notionpress.test')
    expect(frontendApiOf(keyFor('clerk.example.com', 'live'))).toBe('clerk.example.com')
    expect(frontendApiOrigin(KEY)).toBe('https://clerk.notionpress.test')
  })

  it('refuses anything else', () => {
    for (const bad of [
      '',
      'sk_test_abc',
      'pk_test_',
      `pk_test_${btoa('no-dollar')}`,
      `pk_test_${btoa('a b/c$')}`,
      'pk_test_%%%'
    ])
      expect(frontendApiOf(bad)).toBeNull()
  })
})

describe('the accounts build switch', () => {
  it('is off without a valid key: the empty boundary, no key inlined, no proxy', () => {
    for (const key of ['', 'pk_test_nonsense']) {
      const off = accountsBuild({ CLERK_PUBLISHABLE_KEY: key, EXPORT: false })
      expect(off.on).toBe(false)
      expect(off.alias['accounts-boundary']).toMatch(/boundary\/off\.tsx$/)
      expect(off.alias['accounts-session']).toMatch(/session\/off\.ts$/)
      expect(off.env).toEqual({})
      expect(off.pageExtensions).toEqual([])
    }
  })

  it('is on with a key: the Clerk boundary, only the publishable key inlined, a proxy on a server', () => {
    const on = accountsBuild({ CLERK_PUBLISHABLE_KEY: KEY, EXPORT: false })
    expect(on.alias['accounts-boundary']).toMatch(/boundary\/on\.tsx$/)
    expect(on.alias['accounts-session']).toMatch(/session\/on\.ts$/)
    expect(on.env).toEqual({ NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY: KEY })
    expect(on.pageExtensions).toEqual(['accounts.ts'])
    expect(accountsBuild({ CLERK_PUBLISHABLE_KEY: KEY, EXPORT: true }).pageExtensions).toEqual([])
  })
})

describe('account paths and the signed-in cookie', () => {
  it('knows the account pages', () => {
    for (const p of ['/sign-in', '/sign-up/x', '/dashboard?tab=1', '/auth/result'])
      expect(isAccountPath(p)).toBe(true)
    for (const p of ['/', '/sign-inx', '/article/sign-in', '/auth'])
      expect(isAccountPath(p)).toBe(false)
  })

  it("reads Clerk's __client_uat cookie: non-zero means signed in", () => {
    expect(hasSignedInCookie('a=1; __client_uat=1732500000')).toBe(true)
    expect(hasSignedInCookie('__client_uat_AbC-1=1732500000')).toBe(true)
    expect(hasSignedInCookie('__client_uat=0')).toBe(false)
    expect(hasSignedInCookie('x__client_uat=5; theme=dark')).toBe(false)
    expect(hasSignedInCookie('')).toBe(false)
  })
})

describe('the content security policy with accounts', () => {
  const directive = (csp: string, name: string) =>
    csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? ''
  const base = { CUSTOM_EXTERNAL_JS: [], CUSTOM_EXTERNAL_CSS: [], ALLOW_NOTION_SCRIPTS: false }

  it("admits Clerk's frontend API for scripts, connections, frames and images only with a key", () => {
    const on = contentSecurityPolicy({ ...base, CLERK_PUBLISHABLE_KEY: KEY })
    for (const name of ['script-src', 'connect-src', 'frame-src', 'img-src'])
      expect(directive(on, name)).toContain('https://clerk.notionpress.test')
    expect(directive(on, 'style-src')).not.toContain('clerk')
    expect(contentSecurityPolicy({ ...base, CLERK_PUBLISHABLE_KEY: '' })).not.toContain('clerk')
  })
})
