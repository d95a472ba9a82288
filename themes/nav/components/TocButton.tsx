import { useState } from 'react'
import { StrokeIcon } from '@/components/StrokeIcon'
import { TocDrawer } from '@/components/article/TocDrawer'
import type { TocItem } from '@/lib/body/types'
import { useMessages } from '@/lib/i18n/use-messages'

/** Below lg: a round floating button opening the article's contents in a drawer. */
export function TocButton({ toc }: { toc: readonly TocItem[] }) {
  const t = useMessages()
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        aria-label={t.POST.TABLE_OF_CONTENTS}
        aria-haspopup="dialog"
        data-toc-button=""
        onClick={() => setOpen(true)}
        className="fixed bottom-5 left-5 z-30 flex h-11 w-11 items-center justify-center rounded-full bg-white text-neutral-700 shadow-md ring-1 ring-black/10 lg:hidden dark:bg-neutral-800 dark:text-neutral-200 dark:ring-white/10"
      >
        <StrokeIcon size={20}>
          <path d="M8 6h13M8 12h13M8 18h13M3 6h.01M3 12h.01M3 18h.01" />
        </StrokeIcon>
      </button>
      {open && (
        <TocDrawer
          toc={toc}
          onClose={() => setOpen(false)}
          classes={{ panel: 'bg-white dark:bg-neutral-900' }}
          tocClasses={{ current: 'text-sky-700 dark:text-sky-300' }}
        />
      )}
    </>
  )
}
