import { createContext, useContext, type ReactNode } from 'react'
import { enUS, type Messages } from '@/lib/i18n/locales/en-US'
import { messagesFor } from '@/lib/i18n/messages'

const MessagesContext = createContext<Messages>(enUS)
const LocaleContext = createContext<string>('en-US')

export function MessagesProvider({ lang, children }: { lang: string; children: ReactNode }) {
  return (
    <LocaleContext.Provider value={lang}>
      <MessagesContext.Provider value={messagesFor(lang)}>{children}</MessagesContext.Provider>
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
