/**
 * The framework's scripts (React, Next's runtime, the page's code) are requested only once the
 * page has shown what it came to show: at the window's `load` event (every eager image painted),
 * at a visitor's first tap, click, key or wheel turn, or after `fallbackMs` whichever comes first.
 * Before that the page is the server's HTML: links are plain links, the pre-paint script has set
 * the colour mode, and nothing competes with the largest image for the network or the CPU.
 *
 * The scripts are inserted in their given order with `async = false`, so they run in that order,
 * as Next's own `defer` tags would. `data-hydrated` on <html> (set by pages/_app.tsx) marks when
 * the page has become interactive.
 */
import { scriptSafeJson } from '@/lib/security/script-json'

export const HYDRATION_FALLBACK_MS = 4000

/** Events that mean a visitor wants the page to respond now. */
export const HYDRATION_INTENT_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const

/** The inline script that loads `urls` (same-site script paths from Next's build manifest). */
export function deferredLoaderScript(
  urls: readonly string[],
  fallbackMs: number = HYDRATION_FALLBACK_MS
): string {
  const events = scriptSafeJson(HYDRATION_INTENT_EVENTS)
  return (
    `(function(u,v){var d=document,w=window,s=0;` +
    `function go(){if(s)return;s=1;for(var i=0;i<u.length;i++){` +
    `var e=d.createElement('script');e.src=u[i];e.async=false;(d.body||d.documentElement).appendChild(e)}}` +
    `if(d.readyState==='complete')go();else w.addEventListener('load',go,{once:true});` +
    `for(var j=0;j<v.length;j++)w.addEventListener(v[j],go,{once:true,passive:true,capture:true});` +
    `w.setTimeout(go,${Math.max(0, Math.round(fallbackMs))})` +
    `})(${scriptSafeJson(urls)},${events})`
  )
}

/** The script URLs a page's deferred loader requests, in order (for measuring built pages). */
export function deferredLoaderUrls(html: string): string[] {
  const args = /\(function\(u,v\)\{var d=document[\s\S]*?\}\)\((\[[^\]]*\])/.exec(html)?.[1]
  if (!args) return []
  const urls: unknown = JSON.parse(args)
  return Array.isArray(urls) ? urls.filter((url): url is string => typeof url === 'string') : []
}
