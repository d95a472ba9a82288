import type { Ref } from 'react'
import { StrokeIcon } from '@/components/StrokeIcon'
import { useMessages } from '@/lib/i18n/use-messages'

/** The ✕ of the lightbox and the slide-over (the dialog's first focus). */
export function CloseButton({
  ref,
  onClick,
  className
}: {
  onClick: () => void
  className: string
  ref?: Ref<HTMLButtonElement>
}) {
  const t = useMessages()
  return (
    <button
      type="button"
      ref={ref}
      onClick={onClick}
      aria-label={t.COMMON.CLOSE}
      className={className}
    >
      <StrokeIcon size={20}>
        <path d="M6 6l12 12M18 6 6 18" />
      </StrokeIcon>
    </button>
  )
}
