import type { ReactNode } from 'react'
import { cn } from '@/lib/style/cn'
import { CONTAINER, CONTAINER_BOX, SECTION, SECTION_GREY } from '@/themes/starter/components/styles'

/** A home section's box: its anchor, spacing and, for every other one, the grey ground. */
export const sectionClass = (grey?: boolean) =>
  cn(SECTION, CONTAINER_BOX, grey ? 'max-w-none' : 'max-w-6xl')

/**
 * Wraps a library section that has no box of its own: the anchor, the heading, the content on
 * the page's width; on a grey ground across the page when `grey`.
 */
export function Section(props: {
  id: string
  grey?: boolean
  heading: ReactNode
  children: ReactNode
}) {
  return (
    <section
      id={props.id}
      data-section={props.id}
      className={cn(SECTION, props.grey && SECTION_GREY)}
    >
      <div className={CONTAINER}>
        {props.heading}
        {props.children}
      </div>
    </section>
  )
}
