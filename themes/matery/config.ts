import { themeConfigHook } from '@/components/theme/theme-context'
import { materyConf } from '@/conf/themes/matery'

/** matery's settings, typed by its key map. */
export const useMateryConfig = themeConfigHook(materyConf)
