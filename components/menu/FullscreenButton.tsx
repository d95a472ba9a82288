import { useSyncExternalStore, type RefObject } from 'react'
import { useMessages } from '@/lib/i18n/use-messages'
import { StrokeIcon } from '@/components/StrokeIcon'

const subscribe = (onChange: () => void) => {
  document.addEventListener('fullscreenchange', onChange)
  return () => document.removeEventListener('fullscreenchange', onChange)
}
const isFullscreen = () => document.fullscreenElement !== null
const noChange = () => () => undefined
const supported = () => document.fullscreenEnabled === true

function toggle(target: HTMLElement | null) {
  // Rejections (not allowed, not supported) leave the page as it is.
  if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined)
  else void (target ?? document.documentElement).requestFullscreen?.().catch(() => undefined)
}

export interface FullscreenButtonProps {
  className?: string
  /** The element shown full screen (the whole page when left out). */
  target?: RefObject<HTMLElement | null>
  /** Render nothing in a browser without the Fullscreen API (phones' Safari). */
  hideUnsupported?: boolean
}

/** Enters or leaves full screen (Fullscreen API). */
export function FullscreenButton({ className, target, hideUnsupported }: FullscreenButtonProps) {
  const t = useMessages()
  const on = useSyncExternalStore(subscribe, isFullscreen, () => false)
  const canFullscreen = useSyncExternalStore(noChange, supported, () => true)
  if (hideUnsupported && !canFullscreen) return null
  return (
    <button
      type="button"
      className={className}
      aria-label={t.MENU.FULLSCREEN}
      aria-pressed={on}
      title={t.MENU.FULLSCREEN}
      data-fullscreen-button=""
      onClick={() => toggle(target?.current ?? null)}
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
