import { enUS, type Messages } from '@/lib/i18n/locales/en-US'
import { frFR } from '@/lib/i18n/locales/fr-FR'
import { jaJP } from '@/lib/i18n/locales/ja-JP'
import { trTR } from '@/lib/i18n/locales/tr-TR'
import { zhCN } from '@/lib/i18n/locales/zh-CN'
import { zhHK } from '@/lib/i18n/locales/zh-HK'
import { zhTW } from '@/lib/i18n/locales/zh-TW'

/** Every supported locale has a complete dictionary; others fall back to English. */
export const dictionaries: Readonly<Record<string, Messages>> = {
  'en-US': enUS,
  'zh-CN': zhCN,
  'zh-HK': zhHK,
  'zh-TW': zhTW,
  'fr-FR': frFR,
  'tr-TR': trTR,
  'ja-JP': jaJP
}

/** The locale whose dictionary serves `lang`: exact match, then same language; else null. */
export function dictionaryLocale(lang: string): string | null {
  if (dictionaries[lang]) return lang
  const prefix = lang.split('-')[0]
  return Object.keys(dictionaries).find((l) => l.split('-')[0] === prefix) ?? null
}

/** The dictionary for a language: exact match, then same language, then English. */
export function messagesFor(lang: string): Messages {
  const locale = dictionaryLocale(lang)
  return (locale && dictionaries[locale]) || enUS
}

/** Fill `{name}` placeholders. The result is plain text, rendered by React as text. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole
  )
}

export type { Messages }
