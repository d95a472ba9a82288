import { useEffect } from 'react'
import { isBot } from '@/lib/comments/is-bot'
import { choiceOf, LANGUAGE_CHOICE_KEY, redirectPrefix } from '@/lib/i18n/language-choice'
import { basePathOf, prefixOfPath } from '@/lib/i18n/site-languages'
import { withBasePath, withoutBasePath } from '@/lib/base-path'
import { useSiteLanguages } from '@/lib/i18n/use-site-languages'

function readChoice(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_CHOICE_KEY)
  } catch {
    return null
  }
}

export function rememberLanguage(prefix: string): void {
  try {
    window.localStorage.setItem(LANGUAGE_CHOICE_KEY, choiceOf(prefix))
  } catch {
    // Storage refused (private mode): the choice lasts for this page only.
  }
}

/**
 * A multi-language site's first visit: on the default home, a visitor whose browser prefers a
 * configured language is sent to that site once (the choice is remembered). `?lang=` on any page
 * remembers the page's own site instead. Renders nothing; one-database sites do nothing at all.
 */
export function LanguageRedirect({ home }: { home: boolean }) {
  const { languages, basePath } = useSiteLanguages()
  const multi = languages.length > 1
  useEffect(() => {
    if (!multi) return
    const { search } = window.location
    const pathname = withoutBasePath(window.location.pathname)
    if (new URLSearchParams(search).has('lang')) {
      rememberLanguage(prefixOfPath(pathname, languages) ?? '')
      return
    }
    if (!home || basePath) return
    const prefix = redirectPrefix({
      languages,
      preferred: navigator.languages?.length ? navigator.languages : [navigator.language],
      remembered: readChoice(),
      search,
      userAgent: navigator.userAgent,
      isBot
    })
    if (!prefix) return
    rememberLanguage(prefix)
    window.location.replace(withBasePath(basePathOf(prefix)))
  }, [multi, home, basePath, languages])
  return null
}
