import { CONSTANTS } from '@/conf/constants'
import { normaliseLocale } from '@/lib/i18n/locale-param'
import { dictionaryLocale } from '@/lib/i18n/dictionary-locale'

/** One language site of a multi-language workspace: the default one has the prefix ''. */
export interface SiteLanguage {
  /** URL prefix as written in NOTION_PAGE_ID (`zh` of `zh:<id>`); '' for the default site. */
  prefix: string
  /**
   * Its language tag (hreflang, the switcher, the redirect): `zh` → zh-CN, `en` → en-US, `de`
   * → de; the default site's LANG. Its interface strings are those of `localeOfPrefix`.
   */
  locale: string
}

export type Locale = (typeof CONSTANTS.LOCALES)[number]

const isLocale = (tag: string | null): tag is Locale =>
  (CONSTANTS.LOCALES as readonly (string | null)[]).includes(tag)

/**
 * `zh` → zh-CN, `ja` → ja-JP, `zh-TW` → zh-TW: the first locale of that language with a
 * dictionary; a language without one speaks English.
 */
export function localeOfPrefix(prefix: string): Locale {
  const locale = dictionaryLocale(normaliseLocale(prefix))
  return isLocale(locale) ? locale : 'en-US'
}

/** A prefix's language tag: its dictionary's locale (`zh` → zh-CN), else itself (`de`). */
export function languageTagOf(prefix: string): string {
  const tag = normaliseLocale(prefix)
  return dictionaryLocale(tag) ?? tag
}

/** The base path of a language site: '' for the default, '/zh' for `zh`. */
export const basePathOf = (prefix: string) => (prefix ? `/${prefix}` : '')

/** The language prefix a path starts with (`/zh/archive` → `zh`), if it is a configured one. */
export function prefixOfPath(path: string, languages: readonly SiteLanguage[]): string | null {
  const first = path.split(/[?#]/)[0]?.split('/').filter(Boolean)[0] ?? ''
  return languages.find((l) => l.prefix && l.prefix === first)?.prefix ?? null
}

/**
 * The language sites of a workspace: none for a one-database site, else the default (its own
 * LANG) followed by each prefixed database, whose prefix decides its interface language.
 */
export function siteLanguages(defaultLocale: string, prefixes: readonly string[]): SiteLanguage[] {
  if (!prefixes.length) return []
  return [
    { prefix: '', locale: defaultLocale },
    ...prefixes.map((prefix) => ({ prefix, locale: languageTagOf(prefix) }))
  ]
}

/**
 * A default-site row whose address starts with a language prefix would be shadowed by that
 * language's site: the build stops and names it.
 */
export function languageCollision(
  href: string,
  title: string,
  prefixes: readonly string[]
): string | null {
  const first =
    href
      .split('/')
      .filter(Boolean)[0]
      ?.replace(/\.html$/, '') ?? ''
  const hit = prefixes.find((p) => p.toLowerCase() === first.toLowerCase())
  return hit
    ? `"${title}" (${href}) starts with /${hit}, the prefix of the "${hit}" language in NOTION_PAGE_ID: give it another slug (or POST_URL_PREFIX), or rename the language`
    : null
}
