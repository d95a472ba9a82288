import { useState } from 'react'
import { StickyHeader, type StickyHeaderProps } from '@/components/header/StickyHeader'
import { Link } from '@/components/Link'
import { MenuMobile } from '@/components/menu/MenuMobile'
import { SearchButton } from '@/components/menu/SearchButton'
import { useMenu } from '@/components/menu/use-menu'
import { SearchDrawer } from '@/components/SearchDrawer'
import { useSite } from '@/components/theme/theme-context'
import { useNextConfig } from '@/themes/next/config'
import { HOME_PATH } from '@/lib/routing/routes'

const ICON = 'rounded p-2 text-white hover:bg-white/10'
const LINK = 'block px-5 py-2.5 text-sm text-neutral-100 hover:bg-white/10'

/** NEXT_NAV_TYPE as the sticky header's mode and position. */
export const NAV_MODES: Record<
  'normal' | 'fixed' | 'autoCollapse',
  Required<Pick<StickyHeaderProps, 'mode' | 'position'>>
> = {
  normal: { mode: 'static', position: 'relative' },
  fixed: { mode: 'static', position: 'sticky' },
  autoCollapse: { mode: 'hide', position: 'sticky' }
}

/** The phones' black top bar: hamburger menu, logo, and a search button opening the drawer. */
export function PhoneBar() {
  const { site } = useSite()
  const config = useNextConfig()
  const items = useMenu({ home: true })
  const [searching, setSearching] = useState(false)
  const nav = NAV_MODES[config.NEXT_NAV_TYPE]
  return (
    <>
      <StickyHeader {...nav} className="bg-neutral-900 text-white lg:hidden">
        <div
          data-next-phone-bar=""
          className="relative flex h-14 items-center justify-between px-2"
        >
          <MenuMobile
            items={items}
            buttonClassName={ICON}
            panelClassName="absolute inset-x-0 top-14 bg-neutral-900 shadow-lg"
            listClassName="py-2"
            linkClassName={LINK}
            subLinkClassName={`${LINK} pl-9`}
            expandClassName={ICON}
          />
          <Link
            href={HOME_PATH}
            className="min-w-0 truncate px-2 text-lg font-semibold tracking-wide"
          >
            {site.title}
          </Link>
          <SearchButton className={ICON} onSearch={() => setSearching(true)} />
        </div>
      </StickyHeader>
      {/* Outside the header: its transform would pin the drawer to the header. */}
      {searching && (
        <SearchDrawer
          onClose={() => setSearching(false)}
          categoryLimit={config.NEXT_PREVIEW_CATEGORY_COUNT}
          tagLimit={config.NEXT_PREVIEW_TAG_COUNT}
          classes={{
            box: 'border border-neutral-300 px-3 py-2 dark:border-neutral-700 rounded-none'
          }}
        />
      )}
    </>
  )
}
