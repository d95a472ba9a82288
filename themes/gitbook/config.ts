import { themeConfigHook } from '@/components/theme/theme-context'
import { gitbookConf } from '@/conf/themes/gitbook'

/** gitbook's settings, typed by its key map. */
export const useGitbookConfig = themeConfigHook(gitbookConf)
