import { describe, expect, it } from 'vitest'
import { themeStringsFor } from '@/lib/i18n/theme-strings'

const strings = {
  'en-US': { HERO: 'Welcome', MORE: 'More photos' },
  'fr-FR': { HERO: 'Bienvenue' }
}

describe("a theme's own strings", () => {
  it('come in the page language, each missing one in English', () => {
    expect(themeStringsFor(strings, 'fr-FR')).toEqual({ HERO: 'Bienvenue', MORE: 'More photos' })
  })

  it('are English for a language the theme or the site does not have', () => {
    expect(themeStringsFor(strings, 'ja-JP')).toEqual(strings['en-US'])
    expect(themeStringsFor(strings, 'xx-YY')).toEqual(strings['en-US'])
  })
})
