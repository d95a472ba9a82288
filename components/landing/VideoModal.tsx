import { createPortal } from 'react-dom'
import { useDialog } from '@/components/use-dialog'
import { frameSandbox, frameSource } from '@/lib/landing/frame-source'
import { useMessages } from '@/lib/i18n/use-messages'
import { VIDEO_ALLOW } from '@/lib/body/embed-frame'
import { cn, type ClassSlots } from '@/lib/style/cn'

export interface VideoModalProps {
  /** The player's address: https: or a page of this site; anything else shows no frame. */
  src: string
  /** The frame's and the dialog's name. */
  title: string
  onClose: () => void
  classes?: ClassSlots<'backdrop' | 'dialog' | 'frame' | 'close'>
}

/**
 * The video player in a modal dialog, drawn into the document's body (above any stacking context
 * of the page). Mount it only while open, from a click: the iframe (and the player's download)
 * exists only then. Focus moves to the close button and back on close; Escape, the
 * backdrop and the close button close it; Tab stays inside.
 */
export function VideoModal({ src, title, onClose, classes = {} }: VideoModalProps) {
  const t = useMessages()
  const { initialFocus, onKeyDown } = useDialog<HTMLButtonElement>(onClose)
  const url = frameSource(src)
  return createPortal(
    <div
      data-part="backdrop"
      className={cn(
        'fixed inset-0 z-50 flex items-center justify-center bg-black/75 p-4',
        classes.backdrop
      )}
      onMouseDown={(e) => e.target === e.currentTarget && onClose()}
    >
      <div
        role="dialog"
        aria-modal="true"
        aria-label={`${t.LANDING.VIDEO}: ${title}`}
        data-landing="video-modal"
        onKeyDown={onKeyDown}
        className={cn('relative w-full max-w-5xl', classes.dialog)}
      >
        <button
          ref={initialFocus}
          type="button"
          onClick={onClose}
          data-part="close"
          className={cn(
            'absolute -top-10 right-0 rounded px-2 py-1 text-sm text-white hover:bg-white/20',
            classes.close
          )}
        >
          {t.COMMON.CLOSE}
        </button>
        {url && (
          <iframe
            src={url}
            title={title}
            sandbox={frameSandbox(url)}
            allow={`${VIDEO_ALLOW}; fullscreen`}
            allowFullScreen
            data-part="frame"
            className={cn('aspect-video w-full rounded-lg bg-black', classes.frame)}
          />
        )}
      </div>
    </div>,
    document.body
  )
}
