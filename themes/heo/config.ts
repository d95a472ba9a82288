import { themeConfigHook } from '@/components/theme/theme-context'
import { heoConf } from '@/conf/themes/heo'

/** heo's settings, typed by its key map. */
export const useHeoConfig = themeConfigHook(heoConf)
