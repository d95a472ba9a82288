import { useMessages } from '@/lib/i18n/use-messages'

export interface BottomBarProps {
  onPages: () => void
  /** Absent when the page has no table of contents. */
  onContents?: () => void
}

const tab =
  'flex flex-1 flex-col items-center justify-center gap-0.5 py-2 text-xs text-neutral-600 hover:text-emerald-700 dark:text-neutral-300 dark:hover:text-yellow-300'

/** The phone's bottom tab bar: the page tree and, on an article, its contents. */
export function BottomBar({ onPages, onContents }: BottomBarProps) {
  const t = useMessages()
  return (
    <div className="fixed inset-x-0 bottom-0 z-40 flex border-t border-neutral-200 bg-white/95 backdrop-blur md:hidden dark:border-neutral-800 dark:bg-neutral-950/95">
      <button type="button" onClick={onPages} className={tab} aria-haspopup="dialog">
        <span aria-hidden="true" className="text-base">
          ☰
        </span>
        {t.DOCS.PAGES}
      </button>
      {onContents && (
        <button type="button" onClick={onContents} className={tab} aria-haspopup="dialog">
          <span aria-hidden="true" className="text-base">
            ≡
          </span>
          {t.POST.TABLE_OF_CONTENTS}
        </button>
      )}
    </div>
  )
}
