import { useContext, useMemo, type ComponentPropsWithRef, type SyntheticEvent } from 'react'
import { isSitePath, leftToTheBrowser } from '@/components/Link'
import { RouterContext } from '@/components/next-internals/router-context'
import { withoutBasePath } from '@/lib/base-path'

type RoutedLinkHandlers = Pick<
  ComponentPropsWithRef<'div'>,
  'onClick' | 'onMouseOver' | 'onTouchStart'
>

/** The site link an event inside `currentTarget` came from, as a router path; null for others. */
function sitePathOf(event: SyntheticEvent<Element>): { path: string; target: string } | null {
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null
  if (!anchor || !event.currentTarget.contains(anchor) || anchor.hasAttribute('download'))
    return null
  const href = anchor.getAttribute('href') ?? ''
  if (!isSitePath(href)) return null
  return { path: withoutBasePath(href), target: anchor.getAttribute('target') ?? '' }
}

/**
 * What Link does, for the site links inside an element whose anchors are plain HTML (markup
 * kept as the server drew it, components/theme/kept-part.tsx): one listener on the element
 * opens them in place and prefetches them on hover or touch. Spread the handlers on the element;
 * outside Next there are none and every link is plain.
 */
export function useRoutedLinks(): RoutedLinkHandlers {
  const router = useContext(RouterContext)
  return useMemo(() => {
    if (!router) return {}
    const prefetch = (event: SyntheticEvent<Element>) => {
      const link = sitePathOf(event)
      if (link) void router.prefetch(link.path).catch(() => undefined)
    }
    return {
      onClick: (event) => {
        const link = sitePathOf(event)
        if (!link || leftToTheBrowser(event, link.target || undefined)) return
        event.preventDefault()
        void router.push(link.path)
      },
      onMouseOver: prefetch,
      onTouchStart: prefetch
    }
  }, [router])
}
