import { useEffect, useRef } from 'react'
import { isDarkNow } from '@/lib/dark-mode/dark-mode-store'
import { useDarkMode } from '@/lib/dark-mode/use-dark-mode'
import { loadScript } from '@/lib/integrations/load-script'

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
 * A third-party comment widget: its script is added inside the returned element (by the one
 * script loader) and told about later dark-mode changes through postMessage.
 */
export function useEmbed(options: EmbedOptions) {
  const { src, attributes, themeAttribute, theme, frameSelector, origin, themeMessage } = options
  const ref = useRef<HTMLDivElement>(null)
  const dark = useDarkMode()

  useEffect(() => {
    const host = ref.current
    if (!host) return
    // The mode now, not at render: the widget starts in the colours the page shows.
    const themed = { ...attributes, crossorigin: 'anonymous', [themeAttribute]: theme(isDarkNow()) }
    loadScript({ src, attributes: themed, parent: host }).catch(() => undefined)
    return () => host.replaceChildren()
  }, [src, attributes, themeAttribute, theme])

  // Tell the widget's frame the colour mode now, and again whenever a frame (re)loads: a frame
  // still loading, or one the widget's script adds later, would miss the message otherwise.
  useEffect(() => {
    const host = ref.current
    if (!host) return
    const message = themeMessage(theme(dark))
    const send = (event: Event) =>
      (event.target as HTMLIFrameElement).contentWindow?.postMessage(message, origin)
    const frames = new Set<HTMLIFrameElement>()
    const watch = () => {
      for (const frame of host.querySelectorAll<HTMLIFrameElement>(frameSelector)) {
        if (frames.has(frame)) continue
        frames.add(frame)
        frame.contentWindow?.postMessage(message, origin)
        frame.addEventListener('load', send)
      }
    }
    watch()
    const observer = new MutationObserver(watch)
    observer.observe(host, { childList: true, subtree: true })
    return () => {
      observer.disconnect()
      for (const frame of frames) frame.removeEventListener('load', send)
    }
  }, [dark, frameSelector, origin, theme, themeMessage])

  return ref
}
