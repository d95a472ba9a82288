import { createContext, useContext, useState, type ReactNode } from 'react'

interface LinkFilter {
  query: string
  setQuery: (query: string) => void
}

const Context = createContext<LinkFilter>({ query: '', setQuery: () => undefined })

/** What the top bar's search field has typed, shared with the directory that it filters. */
export const useLinkFilter = () => useContext(Context)

/** Holds the filter; starts again at `initial` whenever the page changes to another keyword. */
export function LinkFilterProvider({
  initial,
  children
}: {
  initial: string
  children: ReactNode
}) {
  const [query, setQuery] = useState(initial)
  const [startedAt, setStartedAt] = useState(initial)
  if (startedAt !== initial) {
    setStartedAt(initial)
    setQuery(initial)
  }
  return <Context.Provider value={{ query, setQuery }}>{children}</Context.Provider>
}
