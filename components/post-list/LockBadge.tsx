import { useMessages } from '../../lib/i18n/use-messages'

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
      <svg
        viewBox="0 0 24 24"
        width="16"
        height="16"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <rect x="5" y="11" width="14" height="10" rx="2" />
        <path d="M8 11V7a4 4 0 0 1 8 0v4" />
      </svg>
    </span>
  )
}
