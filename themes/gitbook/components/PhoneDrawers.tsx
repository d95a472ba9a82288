import { useCallback, useState } from 'react'
import { Drawer } from '@/components/Drawer'
import { TocDrawer } from '@/components/article/TocDrawer'
import type { TocItem } from '@/lib/body/types'
import { useMessages } from '@/lib/i18n/use-messages'
import { showToc } from '@/lib/body/table-of-contents'
import { BottomBar } from '@/themes/gitbook/components/BottomBar'
import { NavTree } from '@/themes/gitbook/components/NavTree'
import { TOC_CLASSES } from '@/themes/gitbook/components/styles'

const panel =
  'border-neutral-200 bg-white text-neutral-800 dark:border-neutral-800 dark:bg-neutral-950 dark:text-neutral-200'

/** Below md: the bottom tab bar and the drawers it opens (the page tree left, contents right). */
export function PhoneDrawers({ toc }: { toc: readonly TocItem[] }) {
  const t = useMessages()
  const [open, setOpen] = useState<'pages' | 'toc' | null>(null)
  const close = useCallback(() => setOpen(null), [])
  return (
    <>
      <BottomBar
        onPages={() => setOpen('pages')}
        onContents={showToc(toc) ? () => setOpen('toc') : undefined}
      />
      {open === 'pages' && (
        <Drawer label={t.DOCS.PAGES} side="left" onClose={close} className={`${panel} border-r`}>
          <NavTree />
        </Drawer>
      )}
      {open === 'toc' && <TocDrawer toc={toc} onClose={close} tocClasses={TOC_CLASSES} />}
    </>
  )
}
