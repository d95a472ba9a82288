import { useMessages } from '@/lib/i18n/use-messages'
import { useSearchModal } from '@/components/search-modal-context'
import { StrokeIcon } from '@/components/StrokeIcon'

export interface SearchButtonProps {
  className?: string
  /** Overrides opening the site-wide search modal. */
  onSearch?: () => void
}

/** The search-drawer button of the menu bar: opens the search modal every page mounts. */
export function SearchButton({ className, onSearch }: SearchButtonProps) {
  const t = useMessages()
  const { open } = useSearchModal()
  return (
    <button
      type="button"
      className={className}
      aria-label={t.MENU.SEARCH_DRAWER}
      title={t.MENU.SEARCH_DRAWER}
      onClick={onSearch ?? open}
    >
      <StrokeIcon>
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-3.5-3.5" />
      </StrokeIcon>
    </button>
  )
}
