import { themeConfigHook } from '@/components/theme/theme-context'
import { navConf } from '@/conf/themes/nav'

/** nav's settings, typed by its key map. */
export const useNavConfig = themeConfigHook(navConf)
