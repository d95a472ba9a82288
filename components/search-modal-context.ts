import { createContext, useContext } from 'react'

export interface SearchModalControl {
  open: () => void
}

// Outside a SearchModalProvider (tests rendering a lone component) opening does nothing.
export const SearchModalContext = createContext<SearchModalControl>({ open: () => {} })

/** Any theme's search button: `useSearchModal().open()`. */
export const useSearchModal = (): SearchModalControl => useContext(SearchModalContext)
