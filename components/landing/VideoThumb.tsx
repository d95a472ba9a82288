import { useCallback, useState } from 'react'
import { VideoModal } from '@/components/landing/VideoModal'
import { useMessages } from '@/lib/i18n/use-messages'
import { cn, type ClassSlots } from '@/lib/style/cn'

export type VideoThumbSlots = ClassSlots<'thumb' | 'play' | 'tips' | 'modal' | 'dialog' | 'frame'>

/**
 * A video's thumbnail (or a plain play button when there is none) that opens the player in a
 * modal; the player is created on the first click, not with the page.
 */
export function VideoThumb(props: {
  src: string
  thumbnail: string | null
  title: string
  tips?: string
  classes?: VideoThumbSlots
}) {
  const { classes = {} } = props
  const t = useMessages()
  const [open, setOpen] = useState(false)
  const close = useCallback(() => setOpen(false), [])
  const label = `${t.LANDING.PLAY_VIDEO}: ${props.title}`
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-label={label}
        onClick={() => setOpen(true)}
        data-part="thumb"
        className={cn(
          'group relative block w-full overflow-hidden rounded-xl shadow-xl',
          classes.thumb
        )}
      >
        {props.thumbnail && (
          // eslint-disable-next-line @next/next/no-img-element -- a setting's image: no optimiser
          <img src={props.thumbnail} alt="" width={1024} height={576} className="h-auto w-full" />
        )}
        <span
          data-part="play"
          className={cn(
            'absolute inset-0 m-auto flex h-16 w-16 items-center justify-center rounded-full bg-white/90 text-blue-700 shadow-lg transition-transform group-hover:scale-110 motion-reduce:transition-none',
            !props.thumbnail && 'relative my-8',
            classes.play
          )}
        >
          <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" fill="currentColor">
            <path d="M8 5v14l11-7z" />
          </svg>
        </span>
      </button>
      {props.tips && (
        <p data-part="tips" className={cn('text-muted mt-3 text-center text-sm', classes.tips)}>
          {props.tips}
        </p>
      )}
      {open && (
        <VideoModal
          src={props.src}
          title={props.title}
          onClose={close}
          classes={{ backdrop: classes.modal, dialog: classes.dialog, frame: classes.frame }}
        />
      )}
    </>
  )
}
