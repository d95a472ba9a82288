import { Drawer } from '@/components/Drawer'
import type { MenuItem } from '@/components/menu/menu-model'
import { MenuMobileEntry } from '@/components/menu/MenuMobileEntry'
import { StrokeIcon } from '@/components/StrokeIcon'
import { useSite } from '@/components/theme/theme-context'
import { AuthorCard } from '@/components/widgets/AuthorCard'
import { useMessages } from '@/lib/i18n/use-messages'
import { ICON_BUTTON } from '@/themes/matery/components/styles'

const entry =
  'block rounded px-4 py-2.5 hover:bg-indigo-50 hover:text-indigo-700 dark:hover:bg-white/10 dark:hover:text-indigo-200'

/** The phone's hamburger, on the left of the nav. */
export function MenuDrawerButton({ onOpen }: { onOpen: () => void }) {
  const t = useMessages()
  return (
    <button
      type="button"
      aria-label={t.MENU.OPEN_MENU}
      aria-haspopup="dialog"
      data-menu-drawer-button=""
      onClick={onOpen}
      className={`${ICON_BUTTON} -ml-2 md:hidden`}
    >
      <StrokeIcon size={22}>
        <path d="M4 7h16M4 12h16M4 17h16" />
      </StrokeIcon>
    </button>
  )
}

/**
 * The left drawer: an indigo band with the avatar, the site's title and description, then the
 * menu. Rendered beside the nav, whose transform would hold a fixed drawer inside it.
 */
export function MenuDrawer({
  items,
  onClose: close
}: {
  items: readonly MenuItem[]
  onClose: () => void
}) {
  const t = useMessages()
  const { site } = useSite()
  return (
    <Drawer
      label={t.MENU.MENU}
      side="left"
      onClose={close}
      className="bg-white text-neutral-800 dark:bg-slate-900 dark:text-neutral-200"
    >
      <div onClick={(e) => (e.target as Element).closest('a') && close()}>
        <div data-part="band" className="rounded-lg bg-indigo-700 px-4 py-6 text-center text-white">
          <AuthorCard
            avatar
            title={site.title}
            className="flex-col items-center gap-2"
            classes={{
              avatar: 'h-20 w-20 ring-4 ring-white/40',
              text: 'w-full',
              name: 'text-lg',
              bio: 'hidden'
            }}
          />
          {site.description && (
            <p data-part="description" className="mt-2 text-sm text-indigo-50">
              {site.description}
            </p>
          )}
        </div>
        <ul className="mt-3 space-y-0.5" data-menu-drawer="">
          {items.map((item) => (
            <MenuMobileEntry
              key={item.id}
              item={item}
              items={items}
              linkClassName={entry}
              subLinkClassName={`${entry} pl-8 text-sm`}
              expandClassName="inline-flex h-9 w-9 items-center justify-center rounded-full hover:bg-black/5 dark:hover:bg-white/10"
            />
          ))}
        </ul>
      </div>
    </Drawer>
  )
}
