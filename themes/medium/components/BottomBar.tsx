import { useCallback, useState, type ReactNode } from 'react'
import { Link } from '@/components/Link'
import { StrokeIcon } from '@/components/StrokeIcon'
import { TocDrawer } from '@/components/article/TocDrawer'
import { useSite } from '@/components/theme/theme-context'
import { scrollBehavior } from '@/components/widgets/scroll-progress'
import type { TocItem } from '@/lib/body/types'
import { useMessages } from '@/lib/i18n/use-messages'
import { showToc } from '@/lib/body/table-of-contents'
import { HOME_PATH, SEARCH_PATH } from '@/lib/routing/routes'
import { HOVER_ACCENT, RULE, TOC_CLASSES } from '@/themes/medium/components/styles'
import { useMediumStrings } from '@/themes/medium/strings'

const item = `flex flex-1 flex-col items-center justify-center gap-0.5 py-1.5 text-xs text-neutral-700 dark:text-neutral-300 ${HOVER_ACCENT}`

const Icon = ({ children }: { children: ReactNode }) => (
  <StrokeIcon size={20}>{children}</StrokeIcon>
)

/**
 * The phone's bar stuck to the bottom: search, back to top, then the article's contents (a
 * drawer) or, on a page without them, home.
 */
export function BottomBar({ toc }: { toc: readonly TocItem[] }) {
  const t = useMessages()
  const s = useMediumStrings()
  const { config } = useSite()
  const [open, setOpen] = useState(false)
  const close = useCallback(() => setOpen(false), [])
  const hasToc = config.POST_TOC_ENABLE && showToc(toc)
  return (
    <>
      <nav
        aria-label={s.BOTTOM_BAR}
        data-medium-bottom-bar=""
        className={`sticky bottom-0 z-30 flex border-t bg-white/95 backdrop-blur md:hidden dark:bg-neutral-950/95 ${RULE}`}
      >
        <Link href={SEARCH_PATH} className={item}>
          <Icon>
            <circle cx="11" cy="11" r="7" />
            <path d="m20 20-3.5-3.5" />
          </Icon>
          {t.SEARCH.SEARCH}
        </Link>
        <button
          type="button"
          className={item}
          onClick={() => window.scrollTo({ top: 0, behavior: scrollBehavior() })}
        >
          <Icon>
            <path d="M12 19V5M5 12l7-7 7 7" />
          </Icon>
          {t.COMMON.TOP}
        </button>
        {hasToc ? (
          <button
            type="button"
            className={item}
            aria-haspopup="dialog"
            onClick={() => setOpen(true)}
          >
            <Icon>
              <path d="M4 6h16M4 12h10M4 18h13" />
            </Icon>
            {t.POST.TABLE_OF_CONTENTS}
          </button>
        ) : (
          <Link href={HOME_PATH} className={item}>
            <Icon>
              <path d="M3 11 12 4l9 7M5 10v10h14V10" />
            </Icon>
            {t.MENU.HOME}
          </Link>
        )}
      </nav>
      {open && <TocDrawer toc={toc} onClose={close} side="bottom" tocClasses={TOC_CLASSES} />}
    </>
  )
}
