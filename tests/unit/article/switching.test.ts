import { describe, expect, it } from 'vitest'
import { isLocaleParam, localeFromQuery, normaliseLocale } from '@/lib/i18n/locale-param'
import { dictionaryLocale } from '@/lib/i18n/messages'
import {
  effectiveCarried,
  rememberCarried,
  resetCarried,
  withParams
} from '@/lib/routing/carried-query'
import { nextTheme } from '@/lib/theme/next-theme'
import { THEME_IDS } from '@/conf/themes/ids'

describe('locale parameter (SPEC §5)', () => {
  it.each([
    ['en', true],
    ['zh-CN', true],
    ['fr-fr', true],
    ['eng', false],
    ['zh-Hans', false],
    ['zh_CN', false],
    ['', false],
    ['../x', false]
  ])('%s is valid: %s', (value, valid) => {
    expect(isLocaleParam(value)).toBe(valid)
  })

  it('prefers ?locale= over ?lang=, skips malformed values and normalises case', () => {
    expect(localeFromQuery({ locale: 'ja-jp', lang: 'fr-FR' })).toBe('ja-JP')
    expect(localeFromQuery({ locale: 'bad value', lang: 'FR' })).toBe('fr')
    expect(localeFromQuery({ lang: ['zh-CN'] })).toBeNull()
    expect(normaliseLocale('ZH-tw')).toBe('zh-TW')
  })

  it('maps a locale to the dictionary serving it, or none', () => {
    expect(dictionaryLocale('zh-TW')).toBe('zh-TW')
    expect(dictionaryLocale('fr')).toBe('fr-FR')
    expect(dictionaryLocale('de-DE')).toBeNull()
  })
})

describe('theme cycling', () => {
  it('goes through THEME_IDS in order and wraps to the first', () => {
    expect(nextTheme('commerce')).toBe('example')
    expect(nextTheme('nobelium')).toBe('photo')
    expect(nextTheme(THEME_IDS[THEME_IDS.length - 1] as string)).toBe(THEME_IDS[0])
    expect(nextTheme('no-such-theme')).toBe(THEME_IDS[0])
  })
})

describe('carried query parameters', () => {
  it('sets, removes and keeps the hash; null when nothing changes', () => {
    expect(withParams('/article/x#h', { theme: 'example' })).toBe('/article/x?theme=example#h')
    expect(withParams('/a?theme=x&target=comment', { target: null })).toBe('/a?theme=x')
    expect(withParams('/a?theme=x', { theme: 'x' })).toBeNull()
    expect(withParams('/a', { giscus: null })).toBeNull()
  })

  it('remembers theme and language from an address and lets a later address override them', () => {
    resetCarried()
    rememberCarried({ theme: 'nobelium', lang: 'fr-FR', s: 'ignored' })
    expect(effectiveCarried({})).toEqual({ theme: 'nobelium', lang: 'fr-FR' })
    expect(effectiveCarried({ theme: 'plog' })).toEqual({ theme: 'plog', lang: 'fr-FR' })
    rememberCarried({}, { lang: null, locale: 'ja-JP' })
    expect(effectiveCarried({})).toEqual({ theme: 'nobelium', locale: 'ja-JP' })
    resetCarried()
  })
})
