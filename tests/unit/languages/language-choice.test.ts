import { describe, expect, it } from 'vitest'
import { isBot } from '@/lib/comments/is-bot'
import { redirectPrefix, type RedirectInput } from '@/lib/i18n/language-choice'
import { localeOfPrefix, prefixOfPath, siteLanguages } from '@/lib/i18n/site-languages'
import { archiveHref, categoryHref, HOME_PATH, pageHref, setRouteBase } from '@/lib/routing/routes'

const languages = [
  { prefix: '', locale: 'en-US' },
  { prefix: 'zh', locale: 'zh-CN' }
]
const visit = (over: Partial<RedirectInput>) =>
  redirectPrefix({
    languages,
    preferred: ['zh-CN', 'en'],
    remembered: null,
    search: '',
    userAgent: 'Mozilla/5.0 Chrome/120',
    isBot,
    ...over
  })

describe('the browser-language redirect', () => {
  it('sends a visitor whose first language has a site there, by language when no exact match', () => {
    expect(visit({})).toBe('zh')
    expect(visit({ preferred: ['zh-TW'] })).toBe('zh')
    expect(visit({ preferred: ['en-GB', 'zh-CN'] })).toBeNull()
    expect(visit({ preferred: ['de-DE'] })).toBeNull()
  })

  it('never for a bot, a remembered choice, ?lang=, or a one-database site', () => {
    expect(visit({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1)' })).toBeNull()
    expect(visit({ remembered: 'default' })).toBeNull()
    expect(visit({ search: '?lang=en-US' })).toBeNull()
    expect(visit({ languages: [] })).toBeNull()
  })
})

describe('language prefixes', () => {
  it('map to an interface locale and are found at the start of a path', () => {
    expect(localeOfPrefix('zh')).toBe('zh-CN')
    expect(localeOfPrefix('en')).toBe('en-US')
    expect(localeOfPrefix('ja')).toBe('ja-JP')
    expect(localeOfPrefix('zh-tw')).toBe('zh-TW')
    expect(localeOfPrefix('de')).toBe('en-US')
    // A language without a dictionary keeps its tag for hreflang and the switcher.
    expect(siteLanguages('en-US', ['zh', 'de'])).toEqual([
      { prefix: '', locale: 'en-US' },
      { prefix: 'zh', locale: 'zh-CN' },
      { prefix: 'de', locale: 'de' }
    ])
    expect(siteLanguages('en-US', [])).toEqual([])
    expect(prefixOfPath('/zh/archive?x=1', languages)).toBe('zh')
    expect(prefixOfPath('/zhx/archive', languages)).toBeNull()
    expect(prefixOfPath('/', languages)).toBeNull()
  })

  it('give the routes of the page being rendered their base; explicit bases win', () => {
    setRouteBase('/zh')
    expect(HOME_PATH).toBe('/zh')
    expect(archiveHref()).toBe('/zh/archive')
    expect(pageHref('', 2)).toBe('/zh/page/2')
    expect(categoryHref('旅行', '')).toBe('/category/%E6%97%85%E8%A1%8C')
    setRouteBase('')
    expect(HOME_PATH).toBe('/')
    expect(pageHref('', 1)).toBe('/')
  })
})
