import { themeConfigHook } from '@/components/theme/theme-context'
import { plogConf } from '@/conf/themes/plog'

/** plog's settings, typed by its key map. */
export const usePlogConfig = themeConfigHook(plogConf)
