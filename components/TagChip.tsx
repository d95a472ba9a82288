import { tagHref } from '@/lib/routing/routes'
import { Link } from '@/components/Link'
import { cn } from '@/lib/style/cn'
import type { TagChipProps } from '@/lib/theme/types'
import { tagColorClass } from '@/components/tag-colors'

/** A chip's shape when its className gives none: corners, padding and text size. */
export const CHIP_SHAPE = 'rounded px-2 py-0.5 text-sm'
/** A round chip's shape (several themes' className). */
export const PILL_CHIP = 'rounded-full px-3 py-0.5 text-sm'

/**
 * A tag in its Notion colour, linking to its posts. A className replaces the chip's shape
 * (CHIP_SHAPE: corners, padding, text size), so it names all three.
 */
export function TagChip({ tag, showCount, active, className }: TagChipProps) {
  const count = showCount && 'count' in tag ? tag.count : null
  return (
    <Link
      href={tagHref(tag.name)}
      className={cn(
        'inline-flex items-center gap-1',
        className ?? CHIP_SHAPE,
        tagColorClass(tag.color),
        active && 'ring-2 ring-current'
      )}
    >
      <span>#{tag.name}</span>
      {count !== null && <span className="tabular-nums">{count}</span>}
    </Link>
  )
}
