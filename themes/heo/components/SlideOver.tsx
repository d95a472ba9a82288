import { DarkModeToggle } from '@/components/DarkModeToggle'
import { Drawer } from '@/components/Drawer'
import type { MenuItem } from '@/components/menu/menu-model'
import { MenuMobileEntry } from '@/components/menu/MenuMobileEntry'
import { StrokeIcon } from '@/components/StrokeIcon'
import { TagCloud } from '@/components/widgets/TagCloud'
import { useMessages } from '@/lib/i18n/use-messages'
import { cn } from '@/lib/style/cn'
import { ACCENT_HOVER, CARD, ICON_BUTTON, WIDGET_HEADING } from '@/themes/heo/components/styles'

const entry = cn('block rounded-lg px-3 py-2 hover:bg-black/5 dark:hover:bg-white/10', ACCENT_HOVER)

/** The phone's hamburger. */
export function SlideOverButton({ onOpen }: { onOpen: () => void }) {
  const t = useMessages()
  return (
    <button
      type="button"
      aria-label={t.MENU.OPEN_MENU}
      aria-haspopup="dialog"
      data-heo-menu-button=""
      onClick={onOpen}
      className={cn(ICON_BUTTON, 'lg:hidden')}
    >
      <StrokeIcon size={22}>
        <path d="M4 7h16M4 12h16M4 17h16" />
      </StrokeIcon>
    </button>
  )
}

/**
 * The right slide-over of phones: a dark-mode block, the menu, the tag cloud. Rendered beside
 * the nav, whose transform would otherwise hold the fixed panel inside it.
 */
export function SlideOver({ items, onClose }: { items: readonly MenuItem[]; onClose: () => void }) {
  const t = useMessages()
  return (
    <Drawer
      label={t.MENU.MENU}
      side="right"
      onClose={onClose}
      className="bg-[#f7f9fe] text-neutral-800 dark:bg-[#18171d] dark:text-neutral-200"
    >
      <div
        data-heo-slide-over=""
        className="space-y-4"
        onClick={(e) => (e.target as Element).closest('a') && onClose()}
      >
        <div className={cn(CARD, 'flex items-center justify-between px-4 py-3')}>
          <span>{t.COMMON.TOGGLE_DARK_MODE}</span>
          <DarkModeToggle className={ICON_BUTTON} label={t.COMMON.TOGGLE_DARK_MODE} />
        </div>
        <ul className={cn(CARD, 'space-y-0.5 p-2')}>
          {items.map((item) => (
            <MenuMobileEntry
              key={item.id}
              item={item}
              items={items}
              linkClassName={entry}
              subLinkClassName={`${entry} pl-8 text-sm`}
              expandClassName={ICON_BUTTON}
            />
          ))}
        </ul>
        <TagCloud limit={30} className={cn(CARD, 'p-4')} classes={{ heading: WIDGET_HEADING }} />
      </div>
    </Drawer>
  )
}
