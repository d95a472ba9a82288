import { describe, expect, it } from 'vitest'
import { starterKeys } from '@/conf/themes/starter'
import { showNavButton } from '@/themes/starter/components/NavButtons'

describe('starter header buttons', () => {
  it('are hidden while they point at account pages, or have no text or a safe link', () => {
    expect(showNavButton('Sign in', '/sign-in')).toBe(false)
    expect(showNavButton('Sign up', '/sign-up?next=/')).toBe(false)
    expect(showNavButton('Dashboard', '/dashboard/x')).toBe(false)
    expect(showNavButton('', '/pricing')).toBe(false)
    expect(showNavButton('Go', 'javascript:alert(1)')).toBe(false)
    expect(showNavButton('Docs', '/article/how-this-site-works')).toBe(true)
    expect(showNavButton('Shop', 'https://shop.example/sign-in')).toBe(true)
  })

  it('default to the account pages with no text, so none shows', () => {
    for (const n of [1, 2] as const) {
      const text = starterKeys[`STARTER_NAV_BUTTON_${n}_TEXT`].default
      const url = starterKeys[`STARTER_NAV_BUTTON_${n}_URL`].default
      expect(showNavButton(text, url)).toBe(false)
    }
    expect(starterKeys.STARTER_POST_REDIRECT_ENABLE.default).toBe(false)
  })
})
