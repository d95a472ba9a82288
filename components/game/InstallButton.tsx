import { useEffect, useState } from 'react'

/** The event Chromium fires when the page can be installed (not in the DOM typings). */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>
}

/**
 * "Install": shown only once the browser says this page can be installed as an app, and gone
 * after the visitor has answered.
 */
export function InstallButton({ label, className }: { label: string; className?: string }) {
  const [offer, setOffer] = useState<InstallPromptEvent | null>(null)
  useEffect(() => {
    const onOffer = (event: Event) => {
      event.preventDefault()
      setOffer(event as InstallPromptEvent)
    }
    const onInstalled = () => setOffer(null)
    window.addEventListener('beforeinstallprompt', onOffer)
    window.addEventListener('appinstalled', onInstalled)
    return () => {
      window.removeEventListener('beforeinstallprompt', onOffer)
      window.removeEventListener('appinstalled', onInstalled)
    }
  }, [])
  if (!offer) return null
  return (
    <button
      type="button"
      data-part="install"
      className={className}
      onClick={() => void offer.prompt().finally(() => setOffer(null))}
    >
      {label}
    </button>
  )
}
