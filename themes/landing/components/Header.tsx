import { HOME_PATH } from '@/lib/routing/routes'
import { useRouter } from 'next/router'
import { useEffect, useId, useState } from 'react'
import { Collapse } from '@/components/Collapse'
import { DarkModeToggle } from '@/components/DarkModeToggle'
import { StickyHeader } from '@/components/header/StickyHeader'
import { LandingButtons, shownButtons } from '@/components/landing/LandingButtons'
import { Link } from '@/components/Link'
import { StrokeIcon } from '@/components/StrokeIcon'
import { useSite } from '@/components/theme/theme-context'
import { useMessages } from '@/lib/i18n/use-messages'
import { cn } from '@/lib/style/cn'
import { useHeaderButtons } from '@/themes/landing/components/header-buttons'
import {
  CONTAINER,
  GRADIENT_TEXT,
  HEADER_BUTTON,
  ICON_BUTTON
} from '@/themes/landing/components/styles'

/**
 * The fixed header: transparent over the page top, white and blurred after 10 px of scroll. The
 * logo, the dark toggle and the two header buttons; on phones the buttons fold into a dropdown.
 */
export function Header() {
  const t = useMessages()
  const { site } = useSite()
  const router = useRouter()
  const buttons = useHeaderButtons()
  const [open, setOpen] = useState(false)
  const panel = useId()
  useEffect(() => {
    const close = () => setOpen(false)
    router.events.on('routeChangeStart', close)
    return () => router.events.off('routeChangeStart', close)
  }, [router.events])
  return (
    <StickyHeader
      mode="transparent"
      threshold={10}
      position="fixed"
      className={cn(
        'bg-white/90 shadow-sm backdrop-blur-md data-transparent:shadow-none data-transparent:backdrop-blur-none dark:bg-neutral-950/90',
        // Over the hero the bar is see-through, unless its menu is open.
        open
          ? 'data-transparent:bg-white dark:data-transparent:bg-neutral-950'
          : 'data-transparent:bg-transparent dark:data-transparent:bg-transparent'
      )}
    >
      <nav
        aria-label={t.MENU.MENU}
        onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
        className={cn(CONTAINER, 'flex h-16 items-center gap-2 md:h-20')}
      >
        <Link href={HOME_PATH} className={cn('truncate text-xl font-extrabold', GRADIENT_TEXT)}>
          {site.title}
        </Link>
        <div className="ml-auto flex items-center gap-2">
          <DarkModeToggle label={t.COMMON.TOGGLE_DARK_MODE} className={ICON_BUTTON} />
          <LandingButtons
            buttons={buttons}
            classes={{
              row: 'hidden flex-wrap gap-2 md:flex',
              button: cn(HEADER_BUTTON, 'justify-center')
            }}
          />
          {shownButtons(buttons).length > 0 && (
            <button
              type="button"
              aria-label={open ? t.MENU.CLOSE_MENU : t.MENU.OPEN_MENU}
              aria-expanded={open}
              aria-controls={panel}
              onClick={() => setOpen(!open)}
              data-landing-menu-button=""
              className={cn(ICON_BUTTON, 'md:hidden')}
            >
              <StrokeIcon size={22}>
                <path d={open ? 'M6 6l12 12M18 6 6 18' : 'M4 7h16M4 12h16M4 17h16'} />
              </StrokeIcon>
            </button>
          )}
        </div>
      </nav>
      <Collapse open={open} id={panel} className="md:hidden">
        <div className="border-t border-neutral-200 bg-white px-4 py-4 shadow-md dark:border-neutral-800 dark:bg-neutral-950">
          <LandingButtons
            buttons={buttons}
            classes={{ buttons: 'flex-col', button: cn(HEADER_BUTTON, 'justify-center') }}
          />
        </div>
      </Collapse>
    </StickyHeader>
  )
}
