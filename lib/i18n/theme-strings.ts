import { dictionaryLocale } from '@/lib/i18n/dictionary-locale'

/** A theme's own strings: English complete, other languages any part of it. */
export type ThemeStrings<T extends Record<string, string>> = { 'en-US': T } & Partial<
  Record<string, Partial<T>>
>

/** The theme's strings in `lang`, each missing one in English. */
export function themeStringsFor<T extends Record<string, string>>(
  strings: ThemeStrings<T>,
  lang: string
): T {
  const locale = dictionaryLocale(lang)
  return { ...strings['en-US'], ...(locale ? strings[locale] : undefined) }
}
