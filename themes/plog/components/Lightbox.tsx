import { Link } from '@/components/Link'
import { useId } from 'react'
import { categoryHref } from '@/lib/routing/routes'
import { StrokeIcon } from '@/components/StrokeIcon'
import { useDialog } from '@/components/use-dialog'
import type { PostSummary } from '@/lib/content/types'
import { useMessages } from '@/lib/i18n/use-messages'
import styles from '@/themes/plog/plog.module.css'
import { CloseButton } from '@/themes/plog/components/CloseButton'
import { LightboxImage } from '@/themes/plog/components/LightboxImage'

export interface LightboxProps {
  post: PostSummary
  onClose: () => void
  onPrev: () => void
  onNext: () => void
  canStep: boolean
}

const round =
  'flex h-11 w-11 items-center justify-center rounded-full bg-black/40 text-white ring-1 ring-white/20 backdrop-blur-md transition hover:bg-black/60 focus-visible:outline-2 focus-visible:outline-white'

/**
 * plog's modal: the cover (a link to the post), title, summary and category over a
 * gradient; arrows and ArrowLeft / ArrowRight cycle with wraparound; Escape, the backdrop, the
 * close button and a completed route change close it.
 */
export function Lightbox({ post, onClose, onPrev, onNext, canStep }: LightboxProps) {
  const t = useMessages()
  const titleId = useId()
  const { initialFocus, onKeyDown } = useDialog<HTMLButtonElement>(onClose)
  const keys = (e: React.KeyboardEvent<HTMLElement>) => {
    if (canStep && e.key === 'ArrowLeft') onPrev()
    else if (canStep && e.key === 'ArrowRight') onNext()
    else return onKeyDown(e)
    e.preventDefault()
  }
  return (
    <div
      className={`fixed inset-0 z-50 flex items-center justify-center bg-black/75 p-3 backdrop-blur-md sm:p-8 ${styles.fadeIn}`}
      onMouseDown={(e) => e.target === e.currentTarget && onClose()}
    >
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={keys}
        className="group relative w-full max-w-6xl overflow-hidden rounded-xl bg-black shadow-2xl ring-1 ring-white/10"
      >
        <LightboxImage key={post.id} post={post} />
        <div className="px-5 py-4 text-white sm:pointer-events-none sm:absolute sm:inset-x-0 sm:bottom-0 sm:bg-gradient-to-t sm:from-black/90 sm:via-black/50 sm:to-transparent sm:px-8 sm:pt-20 sm:pb-7">
          {post.category && (
            <Link
              href={categoryHref(post.category)}
              className="pointer-events-auto mb-2 inline-block rounded-full bg-white/15 px-3 py-1 text-xs font-medium tracking-wide uppercase ring-1 ring-white/25 backdrop-blur hover:bg-white/25"
            >
              {post.category}
            </Link>
          )}
          <h2 id={titleId} className="text-xl font-semibold text-shadow-lg sm:text-3xl">
            {post.title}
          </h2>
          {post.summary && (
            <p className="mt-2 line-clamp-2 max-w-3xl text-sm text-white/80 sm:text-base">
              {post.summary}
            </p>
          )}
        </div>
        <CloseButton
          ref={initialFocus}
          onClick={onClose}
          className={`${round} absolute top-3 right-3`}
        />
        {canStep && (
          <>
            <button
              type="button"
              onClick={onPrev}
              aria-label={t.COMMON.PREVIOUS}
              className={`${round} absolute top-1/2 left-3 -translate-y-1/2 sm:opacity-0 sm:group-focus-within:opacity-100 sm:group-hover:opacity-100`}
            >
              <StrokeIcon size={22}>
                <path d="m15 18-6-6 6-6" />
              </StrokeIcon>
            </button>
            <button
              type="button"
              onClick={onNext}
              aria-label={t.COMMON.NEXT}
              className={`${round} absolute top-1/2 right-3 -translate-y-1/2 sm:opacity-0 sm:group-focus-within:opacity-100 sm:group-hover:opacity-100`}
            >
              <StrokeIcon size={22}>
                <path d="m9 18 6-6-6-6" />
              </StrokeIcon>
            </button>
          </>
        )}
      </div>
    </div>
  )
}
