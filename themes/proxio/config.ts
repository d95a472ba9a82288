import { themeConfigHook } from '@/components/theme/theme-context'
import { proxioConf } from '@/conf/themes/proxio'

/** proxio's settings, typed by its key map. */
export const useProxioConfig = themeConfigHook(proxioConf)
