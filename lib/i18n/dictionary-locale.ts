import { CONSTANTS } from '@/conf/constants'

/** The locale whose dictionary serves `lang`: exact match, then same language; else null. */
export function dictionaryLocale(lang: string): string | null {
  const locales: readonly string[] = CONSTANTS.LOCALES
  if (locales.includes(lang)) return lang
  const prefix = lang.split('-')[0]
  return locales.find((l) => l.split('-')[0] === prefix) ?? null
}
