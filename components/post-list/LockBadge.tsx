import { useMessages } from '@/lib/i18n/use-messages'
import { StrokeIcon } from '@/components/StrokeIcon'

/** The padlock shown beside a password-protected post's title. */
export function LockBadge({ className = '' }: { className?: string }) {
  const t = useMessages()
  return (
    <span
      role="img"
      aria-label={t.POST.LOCKED_BADGE}
      title={t.POST.LOCKED_BADGE}
      data-lock-badge=""
      className={`inline-flex align-middle ${className}`}
    >
      <StrokeIcon size={16}>
        <rect x="5" y="11" width="14" height="10" rx="2" />
        <path d="M8 11V7a4 4 0 0 1 8 0v4" />
      </StrokeIcon>
    </span>
  )
}
