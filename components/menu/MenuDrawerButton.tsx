import { StrokeIcon } from '@/components/StrokeIcon'
import { useMessages } from '@/lib/i18n/use-messages'

/** A hamburger that opens a theme's menu drawer (a dialog). */
export function MenuDrawerButton({
  onOpen,
  className
}: {
  onOpen: () => void
  className?: string
}) {
  const t = useMessages()
  return (
    <button
      type="button"
      aria-label={t.MENU.OPEN_MENU}
      aria-haspopup="dialog"
      data-menu-drawer-button=""
      onClick={onOpen}
      className={className}
    >
      <StrokeIcon size={22}>
        <path d="M4 7h16M4 12h16M4 17h16" />
      </StrokeIcon>
    </button>
  )
}
