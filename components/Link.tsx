import NextLink from 'next/link'
import type { ComponentProps } from 'react'

/**
 * Every in-site link. Next's default prefetches each page linked in view, page data included:
 * a home grid of twelve posts downloaded twelve articles' props (~100 KiB) nobody asked for.
 * Here a page is prefetched when the pointer rests on its link (Next's `prefetch={false}`), so
 * the likely next page is still instant and the rest costs nothing. A link opening a new tab
 * (an external post) gets rel="noopener noreferrer" unless it brings its own rel.
 */
export function Link(props: ComponentProps<typeof NextLink>) {
  const rel = props.rel ?? (props.target === '_blank' ? 'noopener noreferrer' : undefined)
  return <NextLink prefetch={false} {...props} rel={rel} />
}
