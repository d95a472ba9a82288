import { useContext, type ComponentPropsWithRef, type MouseEvent } from 'react'
import { RouterContext } from '@/components/next-internals/router-context'
import { withBasePath } from '@/lib/base-path'

export type LinkProps = ComponentPropsWithRef<'a'> & {
  /** A site path (`/article/x`, without the base path), or any other URL. */
  href: string
}

/** A path of this site, which the router can open in place; not `//host`, `https:` or `#x`. */
export const isSitePath = (href: string) => href.startsWith('/') && !href.startsWith('//')

/** A click the browser should handle itself: another button, a modifier, another target. */
export function leftToTheBrowser(event: MouseEvent<Element>, target: string | undefined) {
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    (!!target && target !== '_self')
  )
}

/**
 * Every in-site link: an <a> whose site path the router opens in place (a client-side
 * navigation) and prefetches when the pointer rests on it or a finger touches it, so the likely
 * next page is instant and no page linked in view is downloaded unasked (a home grid of twelve
 * posts used to fetch twelve articles' props, ~100 KiB). What next/link does with
 * `prefetch={false}`, without its viewport watcher, locale and URL-object handling (~2 KiB of
 * script on every page). Other URLs are plain links; one opening a new tab gets
 * rel="noopener noreferrer" unless it brings its own rel. Outside Next (a test's render without
 * a router) every link is plain.
 */
export function Link({ href, onClick, onMouseEnter, onTouchStart, ...props }: LinkProps) {
  const router = useContext(RouterContext)
  const rel = props.rel ?? (props.target === '_blank' ? 'noopener noreferrer' : undefined)
  if (!router || !isSitePath(href) || props.download !== undefined)
    return (
      <a
        {...props}
        href={withBasePath(href)}
        rel={rel}
        onClick={onClick}
        onMouseEnter={onMouseEnter}
        onTouchStart={onTouchStart}
      />
    )
  const prefetch = () => void router.prefetch(href).catch(() => undefined)
  return (
    <a
      {...props}
      href={withBasePath(href)}
      rel={rel}
      onClick={(event) => {
        onClick?.(event)
        if (leftToTheBrowser(event, props.target)) return
        event.preventDefault()
        void router.push(href)
      }}
      onMouseEnter={(event) => {
        onMouseEnter?.(event)
        prefetch()
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event)
        prefetch()
      }}
    />
  )
}
