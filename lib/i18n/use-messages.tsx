import { createContext, useContext, type ReactNode } from 'react'
import { enUS, type Messages } from './locales/en-US'
import { messagesFor } from './messages'

const MessagesContext = createContext<Messages>(enUS)

export function MessagesProvider({ lang, children }: { lang: string; children: ReactNode }) {
  return <MessagesContext.Provider value={messagesFor(lang)}>{children}</MessagesContext.Provider>
}

/** The current page's UI strings. */
export function useMessages(): Messages {
  return useContext(MessagesContext)
}
