import { themeConfigHook } from '@/components/theme/theme-context'
import { hexoConf } from '@/conf/themes/hexo'

/** hexo's settings, typed by its key map. */
export const useHexoConfig = themeConfigHook(hexoConf)
