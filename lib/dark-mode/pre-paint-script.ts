import type { DarkModeInputs } from './resolve-dark-mode'

export const DARK_MODE_STORAGE_KEY = 'darkMode'

export type AppearanceSettings = Pick<DarkModeInputs, 'appearance' | 'darkTime' | 'forceDark'>

/**
 * Runs in the browser before first paint: resolveDarkMode's rule (tests/unit/dark-mode checks
 * that both agree), then exactly one of `dark` / `light` on <html>, and a stored choice saved
 * again. Its text never changes, so the security policy admits it by hash; the settings come
 * from the element's own `data-settings`.
 */
export const PRE_PAINT_SCRIPT = [
  '(function(s){',
  "var c=JSON.parse(s.getAttribute('data-settings')),",
  `k=${JSON.stringify(DARK_MODE_STORAGE_KEY)},t=null,d=false,h=new Date().getHours(),`,
  "q=new URLSearchParams(window.location.search).get('mode'),r=document.documentElement;",
  'try{t=window.localStorage.getItem(k)}catch(e){}',
  "if(c.appearance==='dark')d=true;",
  "if(c.appearance==='auto')d=window.matchMedia('(prefers-color-scheme: dark)').matches",
  '||h>=c.darkTime[0]||h<c.darkTime[1];',
  "if(t)d=t==='dark'||t==='true';",
  'if(c.forceDark)d=true;',
  "if(q)d=q==='dark';",
  "r.classList.remove(d?'light':'dark');r.classList.add(d?'dark':'light');",
  'if(t){try{window.localStorage.setItem(k,String(d))}catch(e){}}',
  '})(document.currentScript)'
].join('')

/** The props of the pre-paint <script> in `_document`. */
export function prePaintScriptProps(settings: AppearanceSettings) {
  return {
    'data-settings': JSON.stringify(settings),
    dangerouslySetInnerHTML: { __html: PRE_PAINT_SCRIPT }
  }
}
