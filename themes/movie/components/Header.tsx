import { InlineSearch } from '@/components/InlineSearch'
import { Link } from '@/components/Link'
import { MenuDesktop } from '@/components/menu/MenuDesktop'
import { MenuMobile } from '@/components/menu/MenuMobile'
import { useMenu } from '@/components/menu/use-menu'
import { useSite } from '@/components/theme/theme-context'
import { useMessages } from '@/lib/i18n/use-messages'
import { cn } from '@/lib/style/cn'
import { useMovieConfig } from '@/themes/movie/config'
import { HOVER, ICON_BUTTON } from '@/themes/movie/components/styles'
import { HOME_PATH } from '@/lib/routing/routes'

const link = cn('block px-3 py-2 text-base font-medium', HOVER)
const subLink = cn('block px-4 py-2 text-sm font-medium', HOVER)
const panel =
  'absolute top-full left-0 z-30 min-w-44 rounded bg-white py-2 shadow-lg data-[open=false]:invisible dark:bg-neutral-800'
const mobileLink = cn('block flex-1 border-b border-black/5 py-3 dark:border-white/10', HOVER)

/**
 * The header: the site's title, big, on the left; the menu on the right (a hamburger folding it
 * on phones); a search button that swaps the menu for an input.
 */
export function Header() {
  const t = useMessages()
  const { site } = useSite()
  const movie = useMovieConfig()
  const items = useMenu({ home: movie.MOVIE_MENU_INDEX })
  const menus = (
    <div className="flex items-center justify-end">
      <MenuDesktop
        items={items}
        className="hidden items-center md:flex"
        linkClassName={link}
        panelClassName={panel}
        subLinkClassName={subLink}
      />
      <MenuMobile
        items={items}
        className="md:hidden"
        buttonClassName={ICON_BUTTON}
        panelClassName="absolute inset-x-0 top-full bg-white px-6 shadow-md data-[open=false]:shadow-none dark:bg-[#2A2A2A]"
        listClassName="pb-3"
        linkClassName={mobileLink}
        subLinkClassName={cn(mobileLink, 'pl-4 text-sm')}
        expandClassName={ICON_BUTTON}
      />
    </div>
  )
  return (
    <header className="relative z-20">
      <nav aria-label={t.MENU.MENU} className="flex h-20 items-center gap-4 px-6">
        <Link
          href={HOME_PATH}
          className="shrink-0 text-2xl font-extrabold tracking-tight md:text-3xl"
        >
          {site.title}
        </Link>
        {movie.MOVIE_MENU_SEARCH ? (
          <InlineSearch
            className="min-w-0 flex-1 gap-1"
            classes={{
              button: ICON_BUTTON,
              field: 'justify-end',
              input:
                'w-full max-w-md rounded-full border border-neutral-300 px-4 py-2 dark:border-neutral-600'
            }}
          >
            {menus}
          </InlineSearch>
        ) : (
          <div className="min-w-0 flex-1">{menus}</div>
        )}
      </nav>
    </header>
  )
}
