import { useRouter } from 'next/router'
import { useEffect, useRef, type KeyboardEvent } from 'react'
import { trapFocus } from '@/components/trap-focus'

/**
 * A modal's common behaviour while it is mounted: focus moves into it (the element given the
 * returned ref) and back where it was on close, the page behind does not scroll, a completed route
 * change closes it, Escape closes it and Tab stays inside (spread `onKeyDown` on the dialog).
 */
export function useDialog<T extends HTMLElement>(onClose: () => void) {
  const router = useRouter()
  const initialFocus = useRef<T>(null)
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null
    initialFocus.current?.focus()
    const overflow = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    router.events.on('routeChangeComplete', onClose)
    return () => {
      router.events.off('routeChangeComplete', onClose)
      document.body.style.overflow = overflow
      // A link followed inside the dialog moved on: no focus to give back then.
      if (before?.isConnected) before.focus({ preventScroll: true })
    }
  }, [router.events, onClose])
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key === 'Escape' && !e.nativeEvent.isComposing) {
      e.preventDefault()
      onClose()
    } else if (e.key === 'Tab') trapFocus(e)
  }
  return { initialFocus, onKeyDown }
}
