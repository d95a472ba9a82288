import { themeConfigHook } from '@/components/theme/theme-context'
import { gameConf } from '@/conf/themes/game'

/** game's settings, typed by its key map. */
export const useGameConfig = themeConfigHook(gameConf)
