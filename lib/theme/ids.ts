export { THEME_IDS, isThemeId, type ThemeId } from '@/conf/themes/ids'
