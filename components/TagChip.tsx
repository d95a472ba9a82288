import { tagHref } from '@/lib/routing/routes'
import { Link } from '@/components/Link'
import { cn } from '@/lib/style/cn'
import type { TagChipProps } from '@/lib/theme/types'
import { tagColorClass } from '@/components/tag-colors'

/** A tag in its Notion colour, linking to its posts. */
export function TagChip({ tag, showCount, active, className }: TagChipProps) {
  const count = showCount && 'count' in tag ? tag.count : null
  return (
    <Link
      href={tagHref(tag.name)}
      className={cn(
        'inline-flex items-center gap-1 rounded px-2 py-0.5 text-sm',
        tagColorClass(tag.color),
        active && 'ring-2 ring-current',
        className
      )}
    >
      <span>#{tag.name}</span>
      {count !== null && <span className="tabular-nums">{count}</span>}
    </Link>
  )
}
