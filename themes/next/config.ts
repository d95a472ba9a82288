import { themeConfigHook } from '@/components/theme/theme-context'
import { nextConf } from '@/conf/themes/next'

/** next's settings, typed by its key map. */
export const useNextConfig = themeConfigHook(nextConf)
