import { Link } from '@/components/Link'
import { tagHref } from '@/lib/routing/routes'
import { tagColorClass } from '@/components/tag-colors'
import { useSite } from '@/components/theme/theme-context'
import type { WidgetSlots } from '@/components/widgets/WidgetList'
import { useMessages } from '@/lib/i18n/use-messages'
import { cn } from '@/lib/style/cn'

/** Size steps from the least to the most used tag. */
const SIZES = ['text-xs', 'text-sm', 'text-base', 'text-lg'] as const

/** A tag's size step: its count placed between the smallest and largest counts. */
export function tagWeight(count: number, min: number, max: number): number {
  if (max <= min) return 1
  return Math.round(((count - min) / (max - min)) * (SIZES.length - 1))
}

/**
 * Every tag in its Notion colour, more used tags larger; `limit` keeps the most used. `heading`
 * replaces the heading's classes and `list` the list's gap (`gap-1.5`); `item` and `link` add.
 */
export function TagCloud(props: { limit?: number; className?: string; classes?: WidgetSlots }) {
  const { classes = {} } = props
  const site = useSite()
  const t = useMessages()
  const tags = props.limit ? site.tags.slice(0, props.limit) : site.tags
  if (!tags.length) return null
  const counts = tags.map((tag) => tag.count)
  const [min, max] = [Math.min(...counts), Math.max(...counts)]
  return (
    <section data-widget="tags" className={props.className}>
      <h2 data-part="heading" className={classes.heading ?? 'mb-2 text-sm font-semibold'}>
        {t.COMMON.TAGS}
      </h2>
      <ul
        data-part="list"
        className={cn('flex flex-wrap items-baseline', classes.list ?? 'gap-1.5')}
      >
        {tags.map((tag) => {
          const weight = tagWeight(tag.count, min, max)
          return (
            <li key={tag.name} data-part="item" className={classes.item}>
              <Link
                href={tagHref(tag.name)}
                data-part="link"
                data-weight={weight}
                title={`${tag.name} (${tag.count})`}
                className={cn(
                  'inline-block rounded px-1.5 py-0.5',
                  SIZES[weight],
                  tagColorClass(tag.color),
                  classes.link
                )}
              >
                {tag.name}
              </Link>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
