import { describe, expect, it } from 'vitest'
import { renderPage } from '@/tests/support/render-page'
import { ACCOUNT_THEMES, accountPage } from './site'

const signInLinks = (html: string) => html.match(/data-accounts-link="sign-in"/g)?.length ?? 0

describe('account screens with accounts on (before Clerk loads)', () => {
  for (const theme of ACCOUNT_THEMES)
    it(`${theme} draws its own sign-in layout with the mount point and a header sign-in link`, async () => {
      const html = await renderPage(accountPage(theme, 'sign-in'), '/sign-in')
      expect(html).toContain(`id="theme-${theme}"`)
      expect(html).toContain('data-accounts-mount="sign-in"')
      expect(html).toContain('Loading your account')
      expect(signInLinks(html)).toBeGreaterThanOrEqual(1)
      expect(html).not.toContain('404')
    })

  it("starter's and proxio's banners carry the screen's title", async () => {
    expect(await renderPage(accountPage('starter', 'dashboard'), '/dashboard')).toMatch(
      /data-starter-banner[^>]*>[\s\S]*?<h1[^>]*>Dashboard<\/h1>/
    )
    expect(await renderPage(accountPage('proxio', 'sign-up'), '/sign-up')).toMatch(
      /data-proxio-banner[^>]*>[\s\S]*?<h1[^>]*>Sign up<\/h1>/
    )
  })

  it('other themes show the shared layout and no header sign-in link', async () => {
    for (const theme of ['plog', 'nobelium']) {
      const html = await renderPage(accountPage(theme, 'dashboard'), '/dashboard')
      expect(html).toContain('data-accounts-screen="dashboard"')
      expect(html).toContain('data-accounts-mount="dashboard"')
      expect(html).toMatch(/<h1[^>]*>Dashboard<\/h1>/)
      expect(signInLinks(html)).toBe(0)
    }
  })

  it('the sign-in result sits in the sign-in layout', async () => {
    const html = await renderPage(accountPage('starter', 'auth-result'), '/auth/result')
    expect(html).toContain('data-accounts-mount="auth-result"')
    expect(html).toContain('data-starter-account="auth-result"')
  })
})
