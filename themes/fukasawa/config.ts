import { themeConfigHook } from '@/components/theme/theme-context'
import { fukasawaConf } from '@/conf/themes/fukasawa'

/** fukasawa's settings, typed by its key map. */
export const useFukasawaConfig = themeConfigHook(fukasawaConf)
