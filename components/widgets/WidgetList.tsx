import { Link } from '@/components/Link'
import { cn, type ClassSlots } from '@/lib/style/cn'

/**
 * A widget's class slots. `heading` replaces the heading's classes (`mb-2 text-sm font-semibold`),
 * `list` the list's spacing (`space-y-1`), `hover` a link's underline on hover (`hover:underline`,
 * in a WidgetList); `item`, `link` and `count` add to their part's.
 */
export type WidgetSlots = ClassSlots<'heading' | 'list' | 'item' | 'link' | 'hover' | 'count'>

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
      <h2 data-part="heading" className={classes.heading ?? 'mb-2 text-sm font-semibold'}>
        {props.heading}
      </h2>
      <ul data-part="list" className={cn('text-sm', classes.list ?? 'space-y-1')}>
        {props.links.map((l) => (
          <li key={l.key} data-part="item" className={cn('flex justify-between', classes.item)}>
            <Link
              href={l.href}
              target={l.target}
              data-part="link"
              className={cn(classes.hover ?? 'hover:underline', classes.link)}
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
