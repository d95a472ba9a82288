import { useRouter } from 'next/router'
import type { PublicConfig } from '@/lib/config/types'
import { useDarkMode } from '@/lib/dark-mode/use-dark-mode'
import { useThemeCycle } from '@/lib/theme/use-theme-cycle'
import { menuGroups, type MenuAction } from '@/lib/widgets/context-menu'
import { MenuList } from '@/components/context-menu/MenuList'
import { runAction } from '@/components/context-menu/run-action'
import { useContextMenu } from '@/components/context-menu/use-context-menu'
import { useWidgetStrings, type WidgetStrings } from '@/components/site-extras/strings'

const LABELS: Record<Exclude<MenuAction, 'dark-mode'>, keyof WidgetStrings> = {
  back: 'BACK',
  forward: 'FORWARD',
  refresh: 'REFRESH',
  home: 'HOME',
  'random-post': 'RANDOM_POST',
  categories: 'CATEGORIES',
  tags: 'TAGS',
  'copy-text': 'COPY_TEXT',
  'copy-link': 'COPY_LINK',
  theme: 'SWITCH_THEME'
}

/** The site's own right-click menu (CUSTOM_RIGHT_CLICK_CONTEXT_MENU). */
export default function ContextMenu({ config }: { config: PublicConfig }) {
  const t = useWidgetStrings()
  const router = useRouter()
  const dark = useDarkMode()
  const { cycle } = useThemeCycle(config.THEME)
  const [menu, close] = useContextMenu()
  if (!menu) return null
  const labelOf = (action: MenuAction) =>
    action === 'dark-mode' ? (dark ? t.LIGHT_MODE : t.DARK_MODE) : t[LABELS[action]]
  const onPick = (action: MenuAction) => {
    close()
    runAction(action, { router, selection: menu.selection, cycleTheme: cycle })
  }
  return (
    <MenuList
      menu={menu}
      label={t.SITE_MENU}
      groups={menuGroups(config, menu)}
      labelOf={labelOf}
      onPick={onPick}
      onClose={close}
    />
  )
}
