import { useCallback, useState } from 'react'
import { TocDrawer } from '@/components/article/TocDrawer'
import { StrokeIcon } from '@/components/StrokeIcon'
import type { TocItem } from '@/lib/body/types'
import { useMessages } from '@/lib/i18n/use-messages'

/** The phone's floating contents button (bottom left), opening the contents in a drawer. */
export function TocButton({ toc }: { toc: readonly TocItem[] }) {
  const t = useMessages()
  const [open, setOpen] = useState(false)
  const close = useCallback(() => setOpen(false), [])
  return (
    <>
      <button
        type="button"
        data-magzine-toc-button=""
        aria-label={t.POST.TABLE_OF_CONTENTS}
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className="fixed bottom-5 left-4 z-30 flex h-12 w-12 items-center justify-center rounded-full bg-black text-white shadow-lg lg:hidden dark:bg-white dark:text-black"
      >
        <StrokeIcon>
          <path d="M4 6h16M4 12h10M4 18h13" />
        </StrokeIcon>
      </button>
      {open && (
        <TocDrawer
          toc={toc}
          onClose={close}
          side="bottom"
          tocClasses={{ link: 'underline-offset-4 hover:underline', mark: 'font-bold underline' }}
        />
      )}
    </>
  )
}
