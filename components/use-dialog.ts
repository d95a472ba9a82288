import { useRouter } from 'next/router'
import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { trapFocus } from '@/components/trap-focus'

/**
 * A modal's common behaviour while it is mounted: focus moves into it (the element given the
 * returned ref, unless an element inside already took it) and back where it was on close, the page behind does not scroll, a completed route
 * change closes it, Escape closes it and Tab stays inside (spread `onKeyDown` on the dialog).
 */
export function useDialog<T extends HTMLElement>(onClose: () => void) {
  const router = useRouter()
  const initialFocus = useRef<T>(null)
  // Read while first rendering: a field inside with autoFocus takes focus before any effect runs.
  const [before] = useState(() =>
    typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null)
  )
  useEffect(() => {
    const dialog = initialFocus.current?.closest('[role="dialog"]')
    // A field inside that took focus itself (autoFocus) keeps it.
    if (!dialog?.contains(document.activeElement)) initialFocus.current?.focus()
    const overflow = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    router.events.on('routeChangeComplete', onClose)
    return () => {
      router.events.off('routeChangeComplete', onClose)
      document.body.style.overflow = overflow
      // A link followed inside the dialog moved on: no focus to give back then.
      if (before?.isConnected) before.focus({ preventScroll: true })
    }
  }, [router.events, onClose, before])
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key === 'Escape' && !e.nativeEvent.isComposing) {
      e.preventDefault()
      onClose()
    } else if (e.key === 'Tab') trapFocus(e)
  }
  return { initialFocus, onKeyDown }
}
