import { themeConfigHook } from '@/components/theme/theme-context'
import { nobeliumConf } from '@/conf/themes/nobelium'

/** nobelium's settings, typed by its key map. */
export const useNobeliumConfig = themeConfigHook(nobeliumConf)
