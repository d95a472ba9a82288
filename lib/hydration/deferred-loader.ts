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
 *
 * A first tap is never lost. Until the page has hydrated, a click on a control that does nothing
 * without script (a `<button>` outside a form's submission, a `role="button"` element) and the
 * submission of a form with no `action` are held back from the page; the latest one is acted on
 * once, after `data-hydrated` and a frame (so every effect has run), if its element is still in
 * the page (found again by its place under the nearest id when hydration replaced it). A held
 * form's text fields are typed again first, as hydration may reset a controlled field. Links,
 * `<details>`, labels, fields and forms with an `action` work natively and are left alone.
 */

import { HYDRATED_ATTRIBUTE } from './hydrated-attribute'

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
  // The first tap: r <html>, p the held element, q its place, f a held form's typed fields.
  `var r=d.documentElement,h=${JSON.stringify(HYDRATED_ATTRIBUTE)},p=null,q=null,f=[];`,
  'function place(x){var a=[];while(x.parentElement&&!x.id){',
  'a.unshift([].indexOf.call(x.parentElement.children,x));x=x.parentElement}return[x.id,a]}',
  'function find(){var x=q[0]?d.getElementById(q[0]):r;',
  'for(var i=0;x&&i<q[1].length;i++)x=x.children[q[1][i]];',
  'return x&&x.tagName===p.tagName&&x.getAttribute("aria-label")===p.getAttribute("aria-label")?x:null}',
  'function hold(e,x){e.preventDefault();e.stopImmediatePropagation();p=x;q=place(x);go()}',
  'function tap(e){if(r.hasAttribute(h))return;var t=e.target,',
  "c=t&&t.closest?t.closest('a[href],area[href],button,summary,label,input,select,textarea,[role=button],[contenteditable]'):null;",
  "if(!c||c.disabled||(c.tagName!=='BUTTON'&&c.getAttribute('role')!=='button')||c.closest('a[href],area[href]'))return;",
  "if(c.tagName==='BUTTON'&&c.type!=='button'&&c.form)return;hold(e,c)}",
  "function sub(e){var x=e.target;if(r.hasAttribute(h)||!x||x.tagName!=='FORM'||x.hasAttribute('action'))return;",
  'f=[];for(var i=0;i<x.elements.length;i++){var y=x.elements[i];',
  "if(y.tagName==='INPUT'&&!/^(checkbox|radio|file|submit|button|reset|hidden|image)$/.test(y.type))f.push([i,y.value])}",
  'hold(e,x)}',
  'function act(){var x=p&&(p.isConnected?p:find());p=null;if(!x)return;',
  "if(x.tagName!=='FORM'){x.click();return}",
  "var set=Object.getOwnPropertyDescriptor(HTMLInputElement.prototype,'value').set;",
  'for(var i=0;i<f.length;i++){var y=x.elements[f[i][0]];if(y&&y.value!==f[i][1]){',
  "set.call(y,f[i][1]);y.dispatchEvent(new Event('input',{bubbles:true}))}}",
  'x.requestSubmit?x.requestSubmit():x.dispatchEvent(new Event("submit",{bubbles:true,cancelable:true}))}',
  'function ready(){if(!r.hasAttribute(h))return false;',
  "d.removeEventListener('click',tap,true);d.removeEventListener('submit',sub,true);",
  'if(p)(w.requestAnimationFrame||w.setTimeout)(function(){w.setTimeout(act,0)});return true}',
  // Without a way to see the mark, nothing is held (it could never be let go).
  'if(w.MutationObserver&&!r.hasAttribute(h)){',
  "d.addEventListener('click',tap,true);d.addEventListener('submit',sub,true);",
  'new MutationObserver(function(m,o){if(ready())o.disconnect()})',
  '.observe(r,{attributes:true,attributeFilter:[h]})}',
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
