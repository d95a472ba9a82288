import { enUS, type Messages } from '@/lib/i18n/locales/en-US'
import { dictionaryLocale } from '@/lib/i18n/dictionary-locale'

/**
 * The dictionaries this process has loaded. English is always here; a browser gets the page's
 * other language only (components/theme/LocaleDictionary.tsx loads it before hydration), a
 * server all of them (lib/i18n/all-dictionaries.ts).
 */
const loaded = new Map<string, Messages>([['en-US', enUS]])
const listeners = new Set<() => void>()

export function registerDictionary(locale: string, messages: Messages): void {
  if (loaded.get(locale) === messages) return
  loaded.set(locale, messages)
  for (const listener of listeners) listener()
}

export function subscribeDictionaries(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The strings for `lang` (English for a language without a dictionary); undefined until loaded. */
export function loadedMessages(lang: string): Messages | undefined {
  const locale = dictionaryLocale(lang)
  return locale ? loaded.get(locale) : enUS
}
