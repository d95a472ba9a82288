import { Drawer } from '@/components/Drawer'
import { MenuList } from '@/components/menu/MenuList'
import type { MenuItem } from '@/components/menu/menu-model'
import { useSite } from '@/components/theme/theme-context'
import { AuthorCard } from '@/components/widgets/AuthorCard'
import { useMessages } from '@/lib/i18n/use-messages'

const entry =
  'block rounded px-4 py-2.5 hover:bg-indigo-50 hover:text-indigo-700 dark:hover:bg-white/10 dark:hover:text-indigo-200'

/**
 * The phone's left drawer: an indigo band with the avatar, the site's title and description,
 * then the menu; following a link closes it. Rendered beside the nav, never inside it.
 */
export function MenuDrawer({
  items,
  onClose
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
      onClose={onClose}
      closeOnLink
      className="bg-white text-neutral-800 dark:bg-slate-900 dark:text-neutral-200"
    >
      <div>
        <div data-part="band" className="rounded-lg bg-indigo-700 px-4 py-6 text-center text-white">
          <AuthorCard
            avatar
            title={site.title}
            className="flex-col"
            classes={{
              layout: 'flex items-center gap-2',
              avatar: 'h-20 w-20 ring-4 ring-white/40',
              text: 'w-full',
              name: 'text-lg font-semibold',
              bio: 'hidden text-neutral-500 dark:text-neutral-400'
            }}
          />
          {site.description && (
            <p data-part="description" className="mt-2 text-sm text-indigo-50">
              {site.description}
            </p>
          )}
        </div>
        <MenuList
          drawer
          items={items}
          className="mt-3 space-y-0.5"
          linkClassName={entry}
          subLinkClassName={`${entry} pl-8 text-sm`}
          expandClassName="inline-flex h-9 w-9 items-center justify-center rounded-full hover:bg-black/5 dark:hover:bg-white/10"
        />
      </div>
    </Drawer>
  )
}
