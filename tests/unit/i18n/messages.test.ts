import { describe, expect, it } from 'vitest'
import { enUS } from '@/lib/i18n/locales/en-US'
import { zhCN } from '@/lib/i18n/locales/zh-CN'
import { dictionaries, format, messagesFor } from '@/lib/i18n/messages'
import { CONSTANTS } from '@/conf/constants'

const leaves = (o: object, path = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${path}${k}`] : leaves(v as object, `${path}${k}.`)
  )

describe('i18n', () => {
  it('zh-CN has every key of en-US and nothing else', () => {
    expect(leaves(zhCN).sort()).toEqual(leaves(enUS).sort())
  })

  it('every SPEC locale has a complete dictionary of its own', () => {
    for (const locale of CONSTANTS.LOCALES) {
      const dictionary = dictionaries[locale]
      expect(dictionary, locale).toBeDefined()
      expect(leaves(dictionary as object).sort(), locale).toEqual(leaves(enUS).sort())
      if (locale !== 'en-US') expect(dictionary?.MENU.HOME, locale).not.toBe(enUS.MENU.HOME)
    }
  })

  it('picks a dictionary by exact locale, then by language, then English', () => {
    expect(messagesFor('zh-CN')).toBe(zhCN)
    expect(messagesFor('zh-TW').MENU.HOME).toBe('首頁')
    expect(messagesFor('zh-SG').MENU.HOME).toBe('首页')
    expect(messagesFor('en-GB')).toBe(enUS)
    expect(messagesFor('xx-YY')).toBe(enUS)
  })

  it('carries the SPEC texts', () => {
    expect(enUS.COMMON.NOT_FOUND).toBe('Page Not Found')
    expect(enUS.COMMON.NOT_FOUND_REDIRECT).toBe('Page Not Found, Redirecting to Home Page...')
    expect(zhCN.COMMON.CANNOT_LOAD).toBe('页面无法加载，即将返回首页')
    expect(enUS.POST.PASSWORD_ERROR).toBe('Password Error!')
    expect(enUS.SEARCH.NO_RESULTS).toBe('No results')
  })

  it('fills placeholders as text and leaves unknown ones', () => {
    expect(format(enUS.COMMON.ABOUT_AUTHOR, { author: '<b>Ann</b>' })).toBe('About <b>Ann</b>')
    expect(format('{a} {b}', { a: 1 })).toBe('1 {b}')
  })
})
