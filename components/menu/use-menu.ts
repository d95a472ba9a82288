import { useMessages } from '@/lib/i18n/use-messages'
import { useSite, useThemeConf, useThemeValues } from '@/components/theme/theme-context'
import { menuModel, themeMenuFlags, type MenuItem } from '@/components/menu/menu-model'

/** The active theme's menu: its flags, the site's nav and config, localised titles. */
export function useMenu(options: { home?: boolean } = {}): MenuItem[] {
  const site = useSite()
  const t = useMessages()
  const themeConfig = useThemeValues()
  const { menu } = useThemeConf()
  return menuModel({
    nav: site.nav,
    customMenu: site.config.CUSTOM_MENU,
    enableRss: site.config.ENABLE_RSS,
    flags: themeMenuFlags(menu, themeConfig),
    titles: {
      HOME: t.MENU.HOME,
      CATEGORY: t.MENU.CATEGORY,
      TAG: t.MENU.TAG,
      ARCHIVE: t.MENU.ARCHIVE,
      SEARCH: t.MENU.SEARCH,
      RSS: t.MENU.RSS
    },
    home: options.home ?? false
  })
}
