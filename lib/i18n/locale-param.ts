import { CONSTANTS } from '@/conf/constants'

/** Two letters, optionally '-' and two letters. */
const LOCALE_PARAM = /^[a-z]{2}(-[a-z]{2})?$/i

export const isLocaleParam = (value: unknown): value is string =>
  typeof value === 'string' && LOCALE_PARAM.test(value)

/** 'zh-cn' → 'zh-CN', so a hand-typed parameter finds its dictionary. */
export function normaliseLocale(value: string): string {
  const [language = '', region] = value.split('-')
  return region ? `${language.toLowerCase()}-${region.toUpperCase()}` : language.toLowerCase()
}

type Query = Readonly<Record<string, string | string[] | undefined>>

/** The locale asked for by `?locale=` (first) or `?lang=`, when it is well formed; else null. */
export function localeFromQuery(query: Query): string | null {
  for (const name of ['locale', 'lang']) {
    const value = query[name]
    if (isLocaleParam(value)) return normaliseLocale(value)
  }
  return null
}

/** Locales with a complete dictionary, in a fixed order, with their own names for a switch. */
export const LOCALE_NAMES: Readonly<Record<(typeof CONSTANTS.LOCALES)[number], string>> = {
  'en-US': 'English',
  'zh-CN': '简体中文',
  'zh-HK': '繁體中文（香港）',
  'zh-TW': '繁體中文（台灣）',
  'fr-FR': 'Français',
  'tr-TR': 'Türkçe',
  'ja-JP': '日本語'
}
