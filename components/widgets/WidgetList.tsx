import { Link } from '@/components/Link'
import { cn, type ClassSlots } from '@/lib/style/cn'

export type WidgetSlots = ClassSlots<'heading' | 'list' | 'item' | 'link' | 'count'>

export interface WidgetLink {
  key: string
  href: string
  target?: string
  label: string
  count?: number
}

/** A titled list of links for a sidebar, each with an optional count; nothing when empty. */
export function WidgetList(props: {
  widget: string
  heading: string
  links: WidgetLink[]
  className?: string
  classes?: WidgetSlots
}) {
  const { classes = {} } = props
  if (!props.links.length) return null
  return (
    <section data-widget={props.widget} className={props.className}>
      <h2 data-part="heading" className={cn('mb-2 text-sm font-semibold', classes.heading)}>
        {props.heading}
      </h2>
      <ul data-part="list" className={cn('space-y-1 text-sm', classes.list)}>
        {props.links.map((l) => (
          <li key={l.key} data-part="item" className={cn('flex justify-between', classes.item)}>
            <Link
              href={l.href}
              target={l.target}
              data-part="link"
              className={cn('hover:underline', classes.link)}
            >
              {l.label}
            </Link>
            {l.count !== undefined && (
              <span data-part="count" className={cn('text-muted', classes.count)}>
                {l.count}
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
