import type { TagIndexProps } from '@/lib/theme/props'
import { useMessages } from '@/lib/i18n/use-messages'
import { cn, type ClassSlots } from '@/lib/style/cn'
import { useSlots } from '@/components/theme/theme-context'
import { TagChip } from '@/components/TagChip'

/**
 * `title` replaces the heading's classes, `list` the list's gap; `chip` is the chip's className
 * (it replaces the chip's shape).
 */
export type TagIndexClasses = ClassSlots<'title' | 'list' | 'chip'>

/** Every tag in its Notion colour, with its count. */
export function TagIndex({ tags, classes = {} }: TagIndexProps & { classes?: TagIndexClasses }) {
  const Chip = useSlots().TagChip ?? TagChip
  const t = useMessages()
  return (
    <>
      <h1 className={classes.title ?? 'mb-6 text-2xl font-semibold'}>{t.NAV.TAGS}</h1>
      <ul className={cn('flex flex-wrap', classes.list ?? 'gap-2')} data-part="tag-index">
        {tags.map((tag) => (
          <li key={tag.name}>
            <Chip tag={tag} showCount className={classes.chip} />
          </li>
        ))}
      </ul>
    </>
  )
}
