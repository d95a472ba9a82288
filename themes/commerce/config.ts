import { themeConfigHook } from '@/components/theme/theme-context'
import { commerceConf } from '@/conf/themes/commerce'

/** commerce's settings, typed by its key map. */
export const useCommerceConfig = themeConfigHook(commerceConf)
