import { DarkModeToggle } from '@/components/DarkModeToggle'
import { Drawer } from '@/components/Drawer'
import type { MenuItem } from '@/components/menu/menu-model'
import { MenuList } from '@/components/menu/MenuList'
import { TagCloud } from '@/components/widgets/TagCloud'
import { useMessages } from '@/lib/i18n/use-messages'
import { cn } from '@/lib/style/cn'
import { ACCENT_HOVER, CARD, ICON_BUTTON, WIDGET_HEADING } from '@/themes/heo/components/styles'

const entry = cn('block rounded-lg px-3 py-2 hover:bg-black/5 dark:hover:bg-white/10', ACCENT_HOVER)

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
      closeOnLink
      className="bg-[#f7f9fe] text-neutral-800 dark:bg-[#18171d] dark:text-neutral-200"
    >
      <div data-heo-slide-over="" className="space-y-4">
        <div className={cn(CARD, 'flex items-center justify-between px-4 py-3')}>
          <span>{t.COMMON.TOGGLE_DARK_MODE}</span>
          <DarkModeToggle className={ICON_BUTTON} label={t.COMMON.TOGGLE_DARK_MODE} />
        </div>
        <MenuList
          items={items}
          className={cn(CARD, 'space-y-0.5 p-2')}
          linkClassName={entry}
          subLinkClassName={cn(entry, 'pl-8 text-sm')}
          expandClassName={ICON_BUTTON}
        />
        <TagCloud limit={30} className={cn(CARD, 'p-4')} classes={{ heading: WIDGET_HEADING }} />
      </div>
    </Drawer>
  )
}
