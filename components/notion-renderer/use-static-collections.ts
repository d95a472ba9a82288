import { useEffect, type RefObject } from 'react'
import { rememberView, storedView } from '@/components/notion-renderer/collection-view-store'

const ACTIVE_TAB = 'notion-collection-view-tabs-content-item-active'

/** The view ids of a kept database's tabs (StaticCollection), the first being the one drawn. */
const tabViews = (region: Element) =>
  [...region.querySelectorAll<HTMLElement>(':scope > * > button[data-view-id]')].map(
    (tab) => tab.dataset.viewId ?? ''
  )

/**
 * What NotionCollection's view tabs do, for the databases of a body kept as the server drew it
 * (StaticBody), which holds each database's first view only: a tab for another view is
 * remembered (in localStorage, in react-notion-x's shape) and turns the body live, the renderer
 * then drawing the chosen view; so does a view chosen on an earlier visit, once hydrated.
 */
export function useStaticCollections(
  element: RefObject<HTMLElement | null>,
  active: boolean,
  goLive: () => void
) {
  useEffect(() => {
    const root = element.current
    if (!active || !root) return
    const regions = [...root.querySelectorAll('[data-static-collection]')]
    const chosenBefore = regions.some((region) => {
      const views = tabViews(region)
      const remembered = storedView(region.getAttribute('data-static-collection') ?? '')
      return !!remembered && remembered !== views[0] && views.includes(remembered)
    })
    if (chosenBefore) goLive()
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null
      const tab = target?.closest<HTMLElement>('button[data-view-id]')
      const region = tab?.closest('[data-static-collection]')
      const viewId = tab?.dataset.viewId
      if (!tab || !region || !viewId || !root.contains(region)) return
      rememberView(region.getAttribute('data-static-collection') ?? '', viewId)
      // The first view is the one drawn.
      if (viewId === tabViews(region)[0]) return
      for (const other of region.querySelectorAll<HTMLElement>(
        ':scope > * > button[data-view-id]'
      )) {
        const chosen = other === tab
        other.setAttribute('aria-pressed', String(chosen))
        other.classList.toggle(ACTIVE_TAB, chosen)
      }
      goLive()
    }
    root.addEventListener('click', onClick)
    return () => root.removeEventListener('click', onClick)
  }, [element, active, goLive])
}
