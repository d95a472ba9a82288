import { setDarkMode } from '@/lib/dark-mode/dark-mode-store'
import { useDarkMode } from '@/lib/dark-mode/use-dark-mode'

export interface DarkModeToggleProps {
  className?: string
  /** Accessible name; themes pass the localised text. */
  label?: string
}

/** A button switching light and dark; the choice is saved and survives reloads. */
export function DarkModeToggle({ className, label = 'Toggle dark mode' }: DarkModeToggleProps) {
  const dark = useDarkMode()
  return (
    <button
      type="button"
      className={className}
      aria-label={label}
      aria-pressed={dark}
      title={label}
      onClick={() => setDarkMode(!dark)}
    >
      <svg
        viewBox="0 0 24 24"
        width="20"
        height="20"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {dark ? (
          <>
            <circle cx="12" cy="12" r="4.5" />
            <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
          </>
        ) : (
          <path d="M20.5 14.5A8.5 8.5 0 0 1 9.5 3.5a8.5 8.5 0 1 0 11 11z" />
        )}
      </svg>
    </button>
  )
}
