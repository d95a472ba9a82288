/** The attribute on <html> holding the collapsible aside's state, `collapsed` or `open`. */
export const ASIDE_ATTRIBUTE = 'data-aside'

/**
 * Runs while the page is parsed: the stored state of the aside (localStorage under the element's
 * `data-storage-key`), else the element's `data-default`, on <html> before the aside paints. Its
 * text never changes, so the security policy admits it by hash.
 */
export const ASIDE_PRE_PAINT_SCRIPT = [
  '(function(s){var v=null;',
  "try{v=window.localStorage.getItem(s.getAttribute('data-storage-key'))}catch(e){}",
  `document.documentElement.setAttribute(${JSON.stringify(ASIDE_ATTRIBUTE)},`,
  "v==='collapsed'||v==='open'?v:s.getAttribute('data-default'))",
  '})(document.currentScript)'
].join('')

/** The props of the aside's pre-paint <script>. */
export function asidePrePaintScriptProps(storageKey: string, defaultState: 'collapsed' | 'open') {
  return {
    'data-storage-key': storageKey,
    'data-default': defaultState,
    dangerouslySetInnerHTML: { __html: ASIDE_PRE_PAINT_SCRIPT }
  }
}
