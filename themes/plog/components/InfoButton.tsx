import { StrokeIcon } from '@/components/StrokeIcon'
import { format } from '@/lib/i18n/format'
import { useMessages } from '@/lib/i18n/use-messages'
import { useSite } from '@/components/theme/theme-context'
import { ICON_BUTTON } from '@/themes/plog/components/BottomBar'

/** The ⓘ opening the slide-over about the author. */
export function InfoButton({ onClick, expanded }: { onClick: () => void; expanded: boolean }) {
  const t = useMessages()
  const about = format(t.COMMON.ABOUT_AUTHOR, { author: useSite().site.author })
  return (
    <button
      type="button"
      className={ICON_BUTTON}
      aria-label={about}
      title={about}
      aria-expanded={expanded}
      onClick={onClick}
    >
      <StrokeIcon size={19}>
        <circle cx="12" cy="12" r="9.5" />
        <path d="M12 16v-4.5M12 8h.01" />
      </StrokeIcon>
    </button>
  )
}
