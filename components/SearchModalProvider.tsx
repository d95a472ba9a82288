import dynamic from 'next/dynamic'
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react'
import { SearchModalContext } from '@/components/search-modal-context'
import { CONSTANTS } from '@/conf/constants'

// The modal's code and the index load on first open, never with the page.
const SearchModal = dynamic(() => import('@/components/SearchModal').then((m) => m.SearchModal), {
  ssr: false
})

const SHORTCUTS: readonly string[] = CONSTANTS.SEARCH_SHORTCUT_KEYS

/**
 * Mounted once per page for every theme (themes/ThemePage.tsx): cmd (macOS) / ctrl with one of
 * SEARCH_SHORTCUT_KEYS opens the search modal, as does `useSearchModal().open()`.
 */
export function SearchModalProvider({
  indexUrl,
  children
}: {
  indexUrl: string
  children: ReactNode
}) {
  const [open, setOpen] = useState(false)
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      const key = e.key.toLowerCase()
      if ((e.metaKey || e.ctrlKey) && !e.altKey && SHORTCUTS.includes(key)) {
        e.preventDefault()
        setOpen(true)
      }
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [])
  const control = useMemo(() => ({ open: () => setOpen(true) }), [])
  const close = useCallback(() => setOpen(false), [])
  return (
    <SearchModalContext.Provider value={control}>
      {children}
      {open && <SearchModal indexUrl={indexUrl} onClose={close} />}
    </SearchModalContext.Provider>
  )
}
