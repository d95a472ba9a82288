import { createContext, useContext, type ReactNode } from 'react'
import type { SiteLanguage } from '@/lib/i18n/site-languages'

export interface SiteLanguagesValue {
  /** The workspace's language sites, the default first; empty with one database. */
  languages: readonly SiteLanguage[]
  /** '' or '/{prefix}': the language site of the page. */
  basePath: string
  /** This page in each language that has it (same slug), by locale; empty when none. */
  alternates: readonly { locale: string; href: string }[]
}

const EMPTY: SiteLanguagesValue = { languages: [], basePath: '', alternates: [] }
const SiteLanguagesContext = createContext<SiteLanguagesValue>(EMPTY)

export function SiteLanguagesProvider(props: SiteLanguagesValue & { children: ReactNode }) {
  const { children, ...value } = props
  return <SiteLanguagesContext.Provider value={value}>{children}</SiteLanguagesContext.Provider>
}

/** The language sites and this page's versions in them (the switcher, hreflang). */
export function useSiteLanguages(): SiteLanguagesValue {
  return useContext(SiteLanguagesContext)
}
