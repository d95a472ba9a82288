import { useEffect, useRef } from 'react'
import { log } from '@/lib/log'

/** What a widget's mount returns: how to take it down again, if it can. */
export type Unmount = (() => void) | void

/**
 * Mounts a script-driven widget into the returned element once it is on the page. A load or start
 * failure is logged as a warning and leaves the element empty; the page keeps working.
 */
export function useWidget(
  name: string,
  mount: (host: HTMLDivElement) => Promise<Unmount>,
  // The settings the widget depends on; a change remounts it.
  key: string
) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const host = ref.current
    if (!host) return
    let unmount: Unmount
    let live = true
    mount(host).then(
      (done) => {
        if (live) unmount = done
        else done?.()
      },
      (error: unknown) => log.warn(`${name} did not start: ${String(error)}`)
    )
    return () => {
      live = false
      unmount?.()
      host.replaceChildren()
    }
    // mount closes over the settings summarised by key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [name, key])
  return ref
}
