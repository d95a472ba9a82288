import { themeConfigHook } from '@/components/theme/theme-context'
import { magzineConf } from '@/conf/themes/magzine'

/** magzine's settings, typed by its key map. */
export const useMagzineConfig = themeConfigHook(magzineConf)
