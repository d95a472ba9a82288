import { describe, expect, it, vi } from 'vitest'
import { renderPage } from '@/tests/support/render-page'
import { ACCOUNT_THEMES, accountPage } from './site'

// A build without a publishable key resolves the boundary to its empty side.
vi.mock('accounts-boundary', () => import('@/components/accounts/boundary/off'))

describe('themes with accounts off', () => {
  for (const theme of ACCOUNT_THEMES)
    it(`${theme} shows no sign-in link and no mount point`, async () => {
      const html = await renderPage(accountPage(theme, 'sign-in'), '/')
      expect(html).toContain(`id="theme-${theme}"`)
      expect(html).not.toContain('data-accounts-link')
      expect(html).not.toContain('data-accounts-mount')
      expect(html).not.toMatch(/href="\/(sign-in|sign-up|dashboard)"/)
    })
})
