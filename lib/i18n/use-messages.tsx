import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react'
import { enUS, type Messages } from '@/lib/i18n/locales/en-US'
import { loadedMessages, subscribeDictionaries } from '@/lib/i18n/dictionary-store'

const MessagesContext = createContext<Messages>(enUS)
const LocaleContext = createContext<string>('en-US')

export interface MessagesProviderProps {
  lang: string
  /** Spoken while `lang`'s dictionary is still loading (a `?locale=` chosen after hydration). */
  fallback?: string
  children: ReactNode
}

export function MessagesProvider({ lang, fallback, children }: MessagesProviderProps) {
  const current = () =>
    loadedMessages(lang) ?? (fallback ? loadedMessages(fallback) : undefined) ?? enUS
  const messages = useSyncExternalStore(subscribeDictionaries, current, current)
  return (
    <LocaleContext.Provider value={lang}>
      <MessagesContext.Provider value={messages}>{children}</MessagesContext.Provider>
    </LocaleContext.Provider>
  )
}

/** The current page's UI strings. */
export function useMessages(): Messages {
  return useContext(MessagesContext)
}

/** The page's language, e.g. 'fr-FR' (third-party widgets take it). */
export function useLocale(): string {
  return useContext(LocaleContext)
}
