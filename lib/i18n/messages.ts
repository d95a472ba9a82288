import { enUS, type Messages } from '@/lib/i18n/locales/en-US'
import { frFR } from '@/lib/i18n/locales/fr-FR'
import { jaJP } from '@/lib/i18n/locales/ja-JP'
import { trTR } from '@/lib/i18n/locales/tr-TR'
import { zhCN } from '@/lib/i18n/locales/zh-CN'
import { zhHK } from '@/lib/i18n/locales/zh-HK'
import { zhTW } from '@/lib/i18n/locales/zh-TW'
import { dictionaryLocale } from '@/lib/i18n/dictionary-locale'

export { dictionaryLocale } from '@/lib/i18n/dictionary-locale'
export { format } from '@/lib/i18n/format'

/**
 * Every supported locale has a complete dictionary; others fall back to English. All seven, for
 * server code: browser code takes strings from useMessages, `format` and `dictionaryLocale` from
 * their own modules, so a page ships one language.
 */
export const dictionaries: Readonly<Record<string, Messages>> = {
  'en-US': enUS,
  'zh-CN': zhCN,
  'zh-HK': zhHK,
  'zh-TW': zhTW,
  'fr-FR': frFR,
  'tr-TR': trTR,
  'ja-JP': jaJP
}

/** The dictionary for a language: exact match, then same language, then English. */
export function messagesFor(lang: string): Messages {
  const locale = dictionaryLocale(lang)
  return (locale && dictionaries[locale]) || enUS
}

export type { Messages }
