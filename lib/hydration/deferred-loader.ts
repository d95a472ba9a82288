/**
 * The framework's scripts (React, Next's runtime, the page's code) are requested only once the
 * page has shown what it came to show: at the window's `load` event (every eager image painted),
 * at a visitor's first tap, click, key or wheel turn, or after HYDRATION_FALLBACK_MS whichever
 * comes first. Before that the page is the server's HTML: links are plain links, the pre-paint
 * script has set the colour mode, and nothing competes with the largest image for the network or
 * the CPU.
 *
 * The scripts are inserted in their given order with `async = false`, so they run in that order,
 * as Next's own `defer` tags would. `data-hydrated` on <html> (set by pages/_app.tsx) marks when
 * the page has become interactive.
 */

export const HYDRATION_FALLBACK_MS = 4000

/** Events that mean a visitor wants the page to respond now. */
export const HYDRATION_INTENT_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const

/** Where the loader reads the script URLs (a JSON array of same-site paths). */
const URLS_ATTRIBUTE = 'data-deferred-scripts'

/**
 * Turbopack's chunk queue: what Next's inline bootstrap pushes onto `globalThis[global]` before
 * any chunk runs (components/next-internals/turbopack-bootstrap.ts). The loader pushes it
 * itself, at once.
 */
export interface ChunkQueue {
  global: string
  params: readonly object[]
}

/**
 * The loader's text never changes (the security policy admits it by hash); the page's script URLs
 * and chunk queue are attributes of its element.
 */
export const DEFERRED_LOADER_SCRIPT = [
  '(function(s,v){var d=document,w=window,n=0,',
  `u=JSON.parse(s.getAttribute(${JSON.stringify(URLS_ATTRIBUTE)})),`,
  "b=s.getAttribute('data-chunk-queue');",
  'if(b){b=JSON.parse(b);for(var i=0;i<b.params.length;i++)',
  '(w[b.global]||(w[b.global]=[])).push(b.params[i])}',
  'function go(){if(n)return;n=1;for(var i=0;i<u.length;i++){',
  "var e=d.createElement('script');e.src=u[i];e.async=false;(d.body||d.documentElement).appendChild(e)}}",
  "if(d.readyState==='complete')go();else w.addEventListener('load',go,{once:true});",
  'for(var j=0;j<v.length;j++)w.addEventListener(v[j],go,{once:true,passive:true,capture:true});',
  `w.setTimeout(go,${HYDRATION_FALLBACK_MS})`,
  `})(document.currentScript,${JSON.stringify(HYDRATION_INTENT_EVENTS)})`
].join('')

/** The props of the loader's <script> for `urls` (same-site script paths from Next's manifest). */
export function deferredLoaderProps(urls: readonly string[], queue: ChunkQueue | null = null) {
  return {
    [URLS_ATTRIBUTE]: JSON.stringify(urls),
    ...(queue ? { 'data-chunk-queue': JSON.stringify(queue) } : {}),
    dangerouslySetInnerHTML: { __html: DEFERRED_LOADER_SCRIPT }
  }
}

const ENTITIES: Record<string, string> = {
  '&quot;': '"',
  '&#x27;': "'",
  '&lt;': '<',
  '&gt;': '>',
  '&amp;': '&'
}

/** The script URLs a page's deferred loader requests, in order (for measuring built pages). */
export function deferredLoaderUrls(html: string): string[] {
  const attribute = new RegExp(`<script[^>]*\\s${URLS_ATTRIBUTE}="([^"]*)"`).exec(html)?.[1]
  if (!attribute) return []
  const text = attribute.replace(/&(quot|#x27|lt|gt|amp);/g, (entity) => ENTITIES[entity]!)
  const urls: unknown = JSON.parse(text)
  return Array.isArray(urls) ? urls.filter((url): url is string => typeof url === 'string') : []
}
