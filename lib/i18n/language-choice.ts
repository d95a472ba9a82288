import type { SiteLanguage } from '@/lib/i18n/site-languages'

/** Where a visitor's choice of language site is kept: a prefix, or DEFAULT_CHOICE. */
export const LANGUAGE_CHOICE_KEY = 'notionpress-language'
export const DEFAULT_CHOICE = 'default'

export interface RedirectInput {
  languages: readonly SiteLanguage[]
  /** navigator.languages, most preferred first. */
  preferred: readonly string[]
  /** The remembered choice, if any. */
  remembered: string | null
  /** The page's query string (`?lang=` is a choice). */
  search: string
  userAgent: string
  isBot: (userAgent: string) => boolean
}

const languageOf = (tag: string) => tag.split('-')[0]?.toLowerCase() ?? ''

/**
 * The language prefix to send a visitor arriving at the default home to, or null. Only with
 * several language sites, never for a bot, never once a choice is remembered or `?lang=` asks.
 * The visitor's first preferred language decides: a site whose locale matches it exactly wins,
 * then one of the same language; the default site's language means staying.
 */
export function redirectPrefix(input: RedirectInput): string | null {
  const { languages, preferred } = input
  if (languages.length < 2 || input.remembered) return null
  if (new URLSearchParams(input.search).has('lang') || input.isBot(input.userAgent)) return null
  const first = preferred[0]
  if (!first) return null
  const exact = languages.find((l) => l.locale.toLowerCase() === first.toLowerCase())
  const same = exact ?? languages.find((l) => languageOf(l.locale) === languageOf(first))
  return same?.prefix || null
}

/** The choice to remember for a language site: its prefix, or DEFAULT_CHOICE. */
export const choiceOf = (prefix: string) => prefix || DEFAULT_CHOICE
