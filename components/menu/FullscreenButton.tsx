import { useSyncExternalStore } from 'react'
import { useMessages } from '@/lib/i18n/use-messages'
import { StrokeIcon } from '@/components/StrokeIcon'

const subscribe = (onChange: () => void) => {
  document.addEventListener('fullscreenchange', onChange)
  return () => document.removeEventListener('fullscreenchange', onChange)
}
const isFullscreen = () => document.fullscreenElement !== null

function toggle() {
  // Rejections (not allowed, not supported) leave the page as it is.
  if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined)
  else void document.documentElement.requestFullscreen?.().catch(() => undefined)
}

/** Enters or leaves full screen (Fullscreen API). */
export function FullscreenButton({ className }: { className?: string }) {
  const t = useMessages()
  const on = useSyncExternalStore(subscribe, isFullscreen, () => false)
  return (
    <button
      type="button"
      className={className}
      aria-label={t.MENU.FULLSCREEN}
      aria-pressed={on}
      title={t.MENU.FULLSCREEN}
      onClick={toggle}
    >
      <StrokeIcon>
        {on ? (
          <path d="M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5" />
        ) : (
          <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
        )}
      </StrokeIcon>
    </button>
  )
}
