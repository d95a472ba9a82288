import {
  useEffect,
  useLayoutEffect,
  useReducer,
  useRef,
  useState,
  type ComponentType,
  type ReactElement
} from 'react'
import { KeptHtml } from '@/components/KeptHtml'
import { useRoutedLinks } from '@/components/routed-links'
import { lazyComponent } from '@/components/theme/lazy-layout'
import { isHydrating } from '@/lib/hydration/hydrated-attribute'

const sameProps = (a: object, b: object) => {
  const keys = Object.keys(a)
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.is(a[key as keyof object], b[key as keyof object]))
  )
}

/**
 * A part of a page with no behaviour of its own (markup, links, `<details>`, CSS: a landing
 * page's sections), whose code the browser loads only when it has to draw the part itself.
 *
 * The server draws it. A page that arrives with it keeps the server's HTML while it hydrates and
 * after, so the part's components never load there (its chunk is not even named in the page);
 * one listener opens its site links in place as Link does. Mounted after hydration (a client-side
 * navigation, another theme picked), the part renders through its component, loaded then as a
 * lazy layout is (the navigation keeps the previous page until it has). When its props change
 * while it is kept, the kept HTML stays until the component has loaded, then the component
 * draws the new props.
 *
 * Only for parts whose HTML cannot go stale in the browser: nothing computed from the time, the
 * visitor, storage or the address, and no event handlers (they would never be attached).
 */
export function keptPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  /** Whether these props draw markup alone (say, no notice body with images); default: always. */
  keepable: (props: P) => boolean = () => true
): (props: P) => ReactElement {
  const part = lazyComponent(load)
  function KeptPart(props: P) {
    // The props the server drew, when this mount kept its HTML; null when drawn here.
    const [kept] = useState<P | null>(() => (isHydrating() && keepable(props) ? props : null))
    const links = useRoutedLinks()
    const held = useRef<HTMLDivElement>(null)
    // Mounted while the page hydrates but by a render of the browser's own (no server HTML here).
    const [empty, setEmpty] = useState(false)
    useLayoutEffect(() => {
      if (kept && held.current && !held.current.hasChildNodes()) setEmpty(true)
    }, [kept])
    const live = kept !== null && (empty || !sameProps(kept, props))
    const [, loaded] = useReducer((n: number) => n + 1, 0)
    useEffect(() => {
      if (live && !part.isLoaded()) void part.load().then(loaded)
    }, [live])
    if (kept && (!live || !part.isLoaded()))
      return <KeptHtml ref={held} className="contents" data-kept-part="" {...links} />
    return (
      <div className="contents" data-kept-part="">
        <part.Component {...props} />
      </div>
    )
  }
  return KeptPart
}
