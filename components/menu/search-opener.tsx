import { useRouter } from 'next/router'
import { createContext, useContext } from 'react'

/**
 * What the search buttons do. Without a provider they go to /search; the search issue wraps
 * the theme root in `<SearchOpenerContext value={openModal}>` to open its modal instead.
 */
export const SearchOpenerContext = createContext<(() => void) | null>(null)

export function useOpenSearch(): () => void {
  const open = useContext(SearchOpenerContext)
  const router = useRouter()
  return open ?? (() => void router.push('/search'))
}
