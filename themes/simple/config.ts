import { themeConfigHook } from '@/components/theme/theme-context'
import { simpleConf } from '@/conf/themes/simple'

/** simple's settings, typed by its key map. */
export const useSimpleConfig = themeConfigHook(simpleConf)
