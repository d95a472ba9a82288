import { Drawer } from '@/components/Drawer'
import type { MenuItem } from '@/components/menu/menu-model'
import { MenuDrawerButton as MenuButton } from '@/components/menu/MenuDrawerButton'
import { MenuList } from '@/components/menu/MenuList'
import { useSite } from '@/components/theme/theme-context'
import { AuthorCard } from '@/components/widgets/AuthorCard'
import { useMessages } from '@/lib/i18n/use-messages'
import { SiteCounts } from '@/themes/hexo/components/SiteCounts'
import { ICON_BUTTON } from '@/themes/hexo/components/styles'

const entry =
  'block rounded-md px-3 py-2 hover:bg-black/5 hover:text-(--hexo-accent-ink) dark:hover:text-(--hexo-accent) dark:hover:bg-white/10'

/** The phone's hamburger. */
export function MenuDrawerButton({ onOpen }: { onOpen: () => void }) {
  return <MenuButton onOpen={onOpen} className={`${ICON_BUTTON} -ml-2 md:hidden`} />
}

/**
 * The left drawer the hamburger opens: the author, the counts, the menu. Rendered outside the
 * nav, whose transform would otherwise hold the fixed drawer inside it.
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
      closeOnLink
      className="bg-white text-neutral-800 dark:bg-[#101414] dark:text-neutral-200"
    >
      <div>
        <AuthorCard
          avatar
          title={site.author}
          className="flex-col rounded-xl bg-(--hexo-accent) px-4 py-5 text-center text-neutral-950"
          classes={{
            layout: 'flex items-center gap-2',
            avatar: 'h-16 w-16 ring-4 ring-white/60',
            text: 'w-full',
            bio: 'text-sm text-neutral-900 dark:text-neutral-900'
          }}
        />
        <SiteCounts className="my-4" />
        <MenuList
          drawer
          items={items}
          className="space-y-0.5"
          linkClassName={entry}
          subLinkClassName={`${entry} pl-8 text-sm`}
          expandClassName={ICON_BUTTON}
        />
      </div>
    </Drawer>
  )
}
