import dynamic from 'next/dynamic'
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react'
import { SearchModalContext } from '@/components/search-modal-context'

// The modal's code and the index load on first open, never with the page.
const SearchModal = dynamic(() => import('@/components/SearchModal').then((m) => m.SearchModal), {
  ssr: false
})

/**
 * Mounted once per page for every theme (themes/ThemePage.tsx): cmd+K (macOS) / ctrl+K opens the
 * search modal, as does `useSearchModal().open()`. Cmd+P is left to the browser's print.
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
      if ((e.metaKey || e.ctrlKey) && !e.altKey && e.key.toLowerCase() === 'k') {
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
