import { themeConfigHook } from '@/components/theme/theme-context'
import { movieConf } from '@/conf/themes/movie'

/** movie's settings, typed by its key map. */
export const useMovieConfig = themeConfigHook(movieConf)
