import { MenuDrawer as Drawer } from '@/components/menu/MenuDrawer'
import type { MenuItem } from '@/components/menu/menu-model'
import { useSite } from '@/components/theme/theme-context'
import { AuthorCard } from '@/components/widgets/AuthorCard'

const entry =
  'block rounded px-4 py-2.5 hover:bg-indigo-50 hover:text-indigo-700 dark:hover:bg-white/10 dark:hover:text-indigo-200'

/** The phone's left drawer: an indigo band with the avatar, the site's title and description. */
export function MenuDrawer({
  items,
  onClose
}: {
  items: readonly MenuItem[]
  onClose: () => void
}) {
  const { site } = useSite()
  return (
    <Drawer
      items={items}
      onClose={onClose}
      className="bg-white text-neutral-800 dark:bg-slate-900 dark:text-neutral-200"
      classes={{
        list: 'mt-3',
        link: entry,
        subLink: `${entry} pl-8 text-sm`,
        expand:
          'inline-flex h-9 w-9 items-center justify-center rounded-full hover:bg-black/5 dark:hover:bg-white/10'
      }}
      header={
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
      }
    />
  )
}
