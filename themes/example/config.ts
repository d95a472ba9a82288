import { themeConfigHook } from '@/components/theme/theme-context'
import { exampleConf } from '@/conf/themes/example'

/** example's settings, typed by its key map. */
export const useExampleConfig = themeConfigHook(exampleConf)
