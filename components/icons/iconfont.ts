/** Where an owner keeps their iconfont symbol script, and how its icons are marked. */
export const ICONFONT_SCRIPT = '/webfonts/iconfont.js'
export const ICONFONT_SELECTOR = 'svg[data-iconfont]'
