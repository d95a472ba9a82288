import { themeConfigHook } from '@/components/theme/theme-context'
import { landingConf } from '@/conf/themes/landing'

/** landing's settings, typed by its key map. */
export const useLandingConfig = themeConfigHook(landingConf)
