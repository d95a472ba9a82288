import type { TagIndexProps } from '../lib/content/page-props'
import { useSlots } from '../themes/theme-context'
import { TagChip } from './TagChip'

/** Every tag in its Notion colour, with its count. */
export function TagIndex({ tags }: TagIndexProps) {
  const Chip = useSlots().TagChip ?? TagChip
  return (
    <ul className="flex flex-wrap gap-2">
      {tags.map((tag) => (
        <li key={tag.name}>
          <Chip tag={tag} showCount />
        </li>
      ))}
    </ul>
  )
}
