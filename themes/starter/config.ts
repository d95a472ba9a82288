import { themeConfigHook } from '@/components/theme/theme-context'
import { starterConf } from '@/conf/themes/starter'

/** starter's settings, typed by its key map. */
export const useStarterConfig = themeConfigHook(starterConf)
