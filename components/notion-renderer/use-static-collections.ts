import { useEffect, type RefObject } from 'react'
import { rememberView, storedView } from '@/components/notion-renderer/collection-view-store'

const ACTIVE_TAB = 'notion-collection-view-tabs-content-item-active'

/** Shows one view of a kept database (StaticCollection); false when it has no such view. */
function showView(region: Element, viewId: string): boolean {
  const panels = [...region.querySelectorAll(':scope > [data-collection-view]')]
  if (!panels.some((panel) => panel.getAttribute('data-collection-view') === viewId)) return false
  for (const panel of panels)
    panel.toggleAttribute('hidden', panel.getAttribute('data-collection-view') !== viewId)
  for (const tab of region.querySelectorAll<HTMLElement>(':scope > * > button[data-view-id]')) {
    const chosen = tab.dataset.viewId === viewId
    tab.setAttribute('aria-pressed', String(chosen))
    tab.classList.toggle(ACTIVE_TAB, chosen)
  }
  return true
}

/**
 * What NotionCollection's view tabs do, for the databases of a body kept as the server drew it
 * (StaticBody): a tab shows its view's panel and is remembered for the next visit; a view
 * remembered from before is shown once the page has hydrated.
 */
export function useStaticCollections(element: RefObject<HTMLElement | null>, active: boolean) {
  useEffect(() => {
    const root = element.current
    if (!active || !root) return
    for (const region of root.querySelectorAll('[data-static-collection]')) {
      const remembered = storedView(region.getAttribute('data-static-collection') ?? '')
      if (remembered) showView(region, remembered)
    }
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null
      const tab = target?.closest<HTMLElement>('button[data-view-id]')
      const region = tab?.closest('[data-static-collection]')
      const viewId = tab?.dataset.viewId
      if (!region || !viewId || !root.contains(region)) return
      if (showView(region, viewId))
        rememberView(region.getAttribute('data-static-collection') ?? '', viewId)
    }
    root.addEventListener('click', onClick)
    return () => root.removeEventListener('click', onClick)
  }, [element, active])
}
