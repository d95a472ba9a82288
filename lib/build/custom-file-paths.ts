/** The owner's own files in public/, linked on every page only when they hold something. */
export const CUSTOM_CSS = 'css/custom.css'
export const CUSTOM_JS = 'js/custom.js'
