import { Link } from '@/components/Link'
import { SearchButton } from '@/components/menu/SearchButton'
import { useMenu } from '@/components/menu/use-menu'
import { useSite } from '@/components/theme/theme-context'
import { usePhotoConfig } from '@/themes/photo/config'
import { TitleMenu } from '@/themes/photo/components/TitleMenu'
import { HOME_PATH } from '@/lib/routing/routes'

/** The centred masthead: the site's name, the italic section word with its menu, search. */
export function Header() {
  const { site } = useSite()
  const config = usePhotoConfig()
  const items = useMenu({ home: config.PHOTO_MENU_INDEX })
  return (
    <header className="flex flex-col items-center gap-1 px-4 pt-8 pb-6 text-center">
      <Link href={HOME_PATH} className="text-2xl font-normal tracking-wide md:text-3xl">
        {site.title}
      </Link>
      <div className="flex items-center gap-1">
        <TitleMenu items={items} />
        <SearchButton className="relative z-50 rounded-full p-1.5 opacity-70 hover:opacity-100" />
      </div>
    </header>
  )
}
