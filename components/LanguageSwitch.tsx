import { useRouter } from 'next/router'
import { rememberLanguage } from '@/components/LanguageRedirect'
import { LOCALE_NAMES } from '@/lib/i18n/locale-param'
import { basePathOf } from '@/lib/i18n/site-languages'
import { useLocale, useMessages } from '@/lib/i18n/use-messages'
import { useSiteLanguages } from '@/lib/i18n/use-site-languages'
import { rememberCarried, rememberedCarried, withParams } from '@/lib/routing/carried-query'
import { useSwitchCarried } from '@/lib/routing/use-carried-query'
import { homeHref } from '@/lib/routing/routes'

export interface LanguageSwitchProps {
  className?: string
}

const SELECT =
  'rounded border border-neutral-300 bg-transparent px-2 py-1 text-sm dark:border-neutral-700'
const nameOf = (locale: string) => LOCALE_NAMES[locale as keyof typeof LOCALE_NAMES] ?? locale

/**
 * With several language sites (NOTION_PAGE_ID's `lang:` entries): those languages, and choosing
 * one goes to this page's version there (same slug) or that site's home, remembered. Otherwise
 * every locale with a complete dictionary; choosing one sets `?lang=` (carried like ?theme=).
 */
export function LanguageSwitch({ className }: LanguageSwitchProps) {
  const { languages } = useSiteLanguages()
  return languages.length > 1 ? (
    <SiteSwitch className={className} />
  ) : (
    <LocaleSwitch className={className} />
  )
}

function SiteSwitch({ className }: LanguageSwitchProps) {
  const t = useMessages()
  const router = useRouter()
  const { languages, basePath, alternates } = useSiteLanguages()
  const current = languages.find((l) => basePathOf(l.prefix) === basePath)
  const go = (prefix: string) => {
    const target = languages.find((l) => l.prefix === prefix)
    if (!target) return
    const twin = alternates.find((a) => a.locale === target.locale)
    rememberLanguage(prefix)
    // The interface follows the site now: a carried ?lang= would contradict it.
    rememberCarried({}, { lang: null, locale: null })
    const href = twin?.href ?? homeHref(basePathOf(prefix))
    void router.push(withParams(href, rememberedCarried()) ?? href)
  }
  return (
    <label className={className}>
      <span className="sr-only">{t.COMMON.LANGUAGE}</span>
      <select
        value={current?.prefix ?? ''}
        className={SELECT}
        data-language-switch=""
        onChange={(e) => go(e.target.value)}
      >
        {languages.map((l) => (
          <option key={l.prefix || 'default'} value={l.prefix}>
            {nameOf(l.locale)}
          </option>
        ))}
      </select>
    </label>
  )
}

function LocaleSwitch({ className }: LanguageSwitchProps) {
  const t = useMessages()
  const lang = useLocale()
  const switchTo = useSwitchCarried()
  return (
    <label className={className}>
      <span className="sr-only">{t.COMMON.LANGUAGE}</span>
      <select
        value={lang}
        className={SELECT}
        onChange={(e) => switchTo({ lang: e.target.value, locale: null })}
      >
        {Object.entries(LOCALE_NAMES).map(([code, name]) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </select>
    </label>
  )
}
