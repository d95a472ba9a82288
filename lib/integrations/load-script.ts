import { log } from '@/lib/log'
import { safeCodeUrl } from '@/lib/body/safe-url'

export interface ScriptRequest {
  src: string
  /** Attributes set on the element (ids the service reads from its own script tag). */
  attributes?: Readonly<Record<string, string>>
  /** Where the element goes; the document head when absent. */
  parent?: HTMLElement
}

const pending = new Map<string, Promise<void>>()

/**
 * The one way a third-party script enters a page: by URL (https: or this site), never as inline
 * code. Each URL loads once per page view; a failure logs a warning and rejects, so the caller
 * can leave its area empty while the page keeps working.
 */
export function loadScript({ src, attributes = {}, parent }: ScriptRequest): Promise<void> {
  const url = safeCodeUrl(src)
  if (!url) {
    log.warn(`Refused to load a script from ${JSON.stringify(src)}: not https: or this site.`)
    return Promise.reject(new Error('unsafe script URL'))
  }
  const known = pending.get(url)
  if (known && !parent) return known
  const loading = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = url
    script.async = true
    for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value)
    script.onload = () => resolve()
    script.onerror = () => {
      pending.delete(url)
      log.warn(`Third-party script failed to load: ${url}`)
      reject(new Error(`failed to load ${url}`))
    }
    ;(parent ?? document.head).appendChild(script)
  })
  if (!parent) pending.set(url, loading)
  return loading
}

/** A stylesheet a widget needs, by URL only, added once. */
export function loadStyle(href: string): void {
  const url = safeCodeUrl(href)
  if (!url) {
    log.warn(`Refused a stylesheet from ${JSON.stringify(href)}: not https: or this site.`)
    return
  }
  if (document.querySelector(`link[rel="stylesheet"][href="${CSS.escape(url)}"]`)) return
  const link = document.createElement('link')
  link.rel = 'stylesheet'
  link.href = url
  link.onerror = () => log.warn(`Stylesheet failed to load: ${url}`)
  document.head.appendChild(link)
}

/** A global a script defines, read without trusting its shape. */
export function globalOf<T>(name: string): T | undefined {
  return (window as unknown as Record<string, T | undefined>)[name]
}

/** Resets the load cache between unit tests. */
export function forgetLoadedScripts(): void {
  pending.clear()
}
