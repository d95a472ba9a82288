import { themeConfigHook } from '@/components/theme/theme-context'
import { photoConf } from '@/conf/themes/photo'

/** photo's settings, typed by its key map. */
export const usePhotoConfig = themeConfigHook(photoConf)
