import { useMessages } from '../../lib/i18n/use-messages'
import { useOpenSearch } from './search-opener'
import { StrokeIcon } from '../StrokeIcon'

export interface SearchButtonProps {
  className?: string
  /** Overrides the site-wide search opener (SearchOpenerContext). */
  onSearch?: () => void
}

/** The search-drawer button of the menu bar. */
export function SearchButton({ className, onSearch }: SearchButtonProps) {
  const t = useMessages()
  const open = useOpenSearch()
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
