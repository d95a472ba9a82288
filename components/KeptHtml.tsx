import type { ComponentPropsWithRef } from 'react'

/**
 * An element React draws nothing into: while the page hydrates it keeps the HTML the server put
 * there, untouched and unchecked; mounted later it holds `html` (the server's HTML noted earlier),
 * or nothing. What StaticBody and keptPart keep their server markup in.
 */
export function KeptHtml({
  html = '',
  ...props
}: Omit<ComponentPropsWithRef<'div'>, 'children' | 'dangerouslySetInnerHTML'> & {
  html?: string
}) {
  return <div {...props} dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />
}
