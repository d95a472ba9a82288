import { themeConfigHook } from '@/components/theme/theme-context'
import { mediumConf } from '@/conf/themes/medium'

/** medium's settings, typed by its key map. */
export const useMediumConfig = themeConfigHook(mediumConf)
