import type { ReactNode } from 'react'
import { cn, type ClassSlots } from '@/lib/style/cn'

export type WidgetSlots = ClassSlots<'heading' | 'list' | 'item' | 'link' | 'count'>

/** A titled block of a sidebar. */
export function WidgetSection(props: {
  widget: string
  heading: string
  className?: string
  headingClass?: string
  children: ReactNode
}) {
  return (
    <section data-widget={props.widget} className={props.className}>
      <h2 data-part="heading" className={cn('mb-2 text-sm font-semibold', props.headingClass)}>
        {props.heading}
      </h2>
      {props.children}
    </section>
  )
}
