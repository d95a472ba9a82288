/** Where a theme switched to at run time fetches the extra data it declares. Imports nothing. */
export const THEME_DATA_PATH = '/theme-data.json'
