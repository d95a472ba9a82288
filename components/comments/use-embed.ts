import { useEffect, useRef } from 'react'
import { isDarkNow } from '@/lib/dark-mode/dark-mode-store'
import { useDarkMode } from '@/lib/dark-mode/use-dark-mode'
import { log } from '@/lib/log'

export interface EmbedOptions {
  src: string
  /** Script attributes; keep the object stable (useMemo): a new one reloads the widget. */
  attributes: Readonly<Record<string, string>>
  /** The attribute carrying the colour theme, and the theme name for a mode. */
  themeAttribute: string
  theme: (dark: boolean) => string
  /** The widget's iframe and how it is told about a new colour mode after loading. */
  frameSelector: string
  origin: string
  themeMessage: (theme: string) => unknown
}

/**
 * A third-party comment widget: its script is added inside the returned element (built with DOM
 * calls, no HTML strings) and told about later dark-mode changes through postMessage.
 */
export function useEmbed(options: EmbedOptions) {
  const { src, attributes, themeAttribute, theme, frameSelector, origin, themeMessage } = options
  const ref = useRef<HTMLDivElement>(null)
  const dark = useDarkMode()

  useEffect(() => {
    const host = ref.current
    if (!host) return
    const script = document.createElement('script')
    script.src = src
    script.async = true
    script.crossOrigin = 'anonymous'
    for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value)
    // The mode now, not at render: the widget starts in the colours the page shows.
    script.setAttribute(themeAttribute, theme(isDarkNow()))
    script.onerror = () => log.warn(`Comment script failed to load: ${src}`)
    host.appendChild(script)
    return () => host.replaceChildren()
  }, [src, attributes, themeAttribute, theme])

  useEffect(() => {
    const frame = ref.current?.querySelector<HTMLIFrameElement>(frameSelector)
    frame?.contentWindow?.postMessage(themeMessage(theme(dark)), origin)
  }, [dark, frameSelector, origin, theme, themeMessage])

  return ref
}
