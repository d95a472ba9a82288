import { AccountButton } from '@/components/accounts'
import { MenuRow } from '@/components/header/MenuRow'
import { StickyHeader } from '@/components/header/StickyHeader'
import { useMenu } from '@/components/menu/use-menu'
import { useMessages } from '@/lib/i18n/use-messages'
import { cn } from '@/lib/style/cn'
import { useProxioConfig } from '@/themes/proxio/config'
import { Logo } from '@/themes/proxio/components/Logo'
import { CONTAINER, ICON_BUTTON } from '@/themes/proxio/components/styles'

const mobileLink = 'block flex-1 border-b border-black/5 px-2 py-3 dark:border-white/10'

/**
 * The header: transparent with white text over the home hero and solid once the page scrolls
 * (always solid elsewhere); logo, the menu with dropdowns (a hamburger on phones), search and
 * the dark-mode button, and sign-in or the member's avatar when accounts are on.
 */
export function Header({ overHero }: { overHero: boolean }) {
  const t = useMessages()
  const config = useProxioConfig()
  return (
    <StickyHeader
      mode={overHero ? 'transparent' : 'static'}
      threshold={overHero ? 80 : undefined}
      position={overHero ? 'fixed' : 'sticky'}
      className="border-b border-black/5 bg-white/95 text-[#121212] backdrop-blur data-transparent:border-transparent data-transparent:bg-transparent data-transparent:text-white data-transparent:backdrop-blur-none dark:border-white/10 dark:bg-[#0b1120]/95 dark:text-neutral-100 dark:data-transparent:bg-transparent"
    >
      <nav aria-label={t.MENU.MENU} className={cn(CONTAINER, 'relative flex h-16 items-center')}>
        <Logo />
        <MenuRow
          items={useMenu({ home: true })}
          search={config.PROXIO_MENU_SEARCH}
          classes={{
            desktop: 'ml-auto gap-1',
            link: 'block rounded-full px-4 py-2 text-sm font-medium hover:bg-black/5 dark:hover:bg-white/10',
            panel:
              'absolute top-full left-0 mt-2 w-48 rounded-xl bg-white py-2 text-[#121212] shadow-lg data-[open=false]:invisible dark:bg-[#111a2e] dark:text-neutral-100',
            subLink: 'block px-4 py-2 text-sm hover:bg-black/5 dark:hover:bg-white/10',
            actions: 'ml-auto md:ml-2',
            button: ICON_BUTTON,
            mobilePanel:
              'absolute inset-x-0 top-full rounded-b-xl bg-white text-[#121212] shadow-lg data-[open=false]:shadow-none dark:bg-[#111a2e] dark:text-neutral-100',
            mobileList: 'px-5 pb-3',
            mobileLink: mobileLink,
            mobileSubLink: `${mobileLink} pl-6 text-sm`
          }}
        >
          <AccountButton className="hidden rounded-full border border-current/30 px-4 py-1.5 text-sm font-medium whitespace-nowrap hover:bg-black/5 dark:hover:bg-white/10 sm:inline-block" />
        </MenuRow>
      </nav>
    </StickyHeader>
  )
}
