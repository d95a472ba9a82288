import type { TagIndexProps } from '@/lib/content/page-props'
import { useMessages } from '@/lib/i18n/use-messages'
import { useSlots } from '@/components/theme/theme-context'
import { TagChip } from '@/components/TagChip'

/** Every tag in its Notion colour, with its count. */
export function TagIndex({ tags }: TagIndexProps) {
  const Chip = useSlots().TagChip ?? TagChip
  const t = useMessages()
  return (
    <>
      <h1 className="mb-6 text-2xl font-semibold">{t.NAV.TAGS}</h1>
      <ul className="flex flex-wrap gap-2">
        {tags.map((tag) => (
          <li key={tag.name}>
            <Chip tag={tag} showCount />
          </li>
        ))}
      </ul>
    </>
  )
}
