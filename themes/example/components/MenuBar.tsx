import Link from 'next/link'
import { useMessages } from '../../../lib/i18n/use-messages'
import { useSite, useThemeConfig } from '../../theme-context'
import type { exampleConfig } from '../config'

/** The full-width menu bar under the title; items wrap, centred, on small screens. */
export function MenuBar() {
  const site = useSite()
  const t = useMessages()
  const config = useThemeConfig<typeof exampleConfig>()
  const builtIn = [
    { href: '/', title: t.MENU.HOME, show: true },
    { href: '/category', title: t.MENU.CATEGORY, show: config.EXAMPLE_MENU_CATEGORY },
    { href: '/tag', title: t.MENU.TAG, show: config.EXAMPLE_MENU_TAG },
    { href: '/archive', title: t.MENU.ARCHIVE, show: config.EXAMPLE_MENU_ARCHIVE },
    { href: '/search', title: t.MENU.SEARCH, show: config.EXAMPLE_MENU_SEARCH }
  ]
  const items =
    site.config.CUSTOM_MENU && site.nav.length ? site.nav : builtIn.filter((i) => i.show)
  return (
    <nav className="border-y border-neutral-200 dark:border-neutral-800">
      <ul className="mx-auto flex max-w-4xl flex-wrap justify-center gap-x-6 gap-y-2 px-4 py-3 text-sm">
        {items.map((item) => (
          <li key={item.href + item.title}>
            <Link href={item.href} className="hover:underline">
              {item.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
