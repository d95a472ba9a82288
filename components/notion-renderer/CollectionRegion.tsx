import type { ReactNode } from 'react'
import { useMessages } from '@/lib/i18n/use-messages'

/** The view ids of a database block, in Notion's order. */
export function viewIdsOf(block: object): string[] {
  return 'view_ids' in block && Array.isArray(block.view_ids)
    ? block.view_ids.filter((id): id is string => typeof id === 'string')
    : []
}

/**
 * A database's frame: a wide view scrolls sideways inside a focusable region, so keyboard users
 * can scroll it too (react-notion-x's own scrolling box cannot take focus). A frame drawn on the
 * server for a kept body carries its block's id, for use-static-collections.
 */
export function CollectionRegion({
  children,
  keptBlockId
}: {
  children: ReactNode
  keptBlockId?: string
}) {
  const t = useMessages()
  return (
    <div
      role="region"
      aria-label={t.POST.DATABASE}
      tabIndex={0}
      data-collection-scroll=""
      data-static-collection={keptBlockId}
      className="max-w-full overflow-x-auto"
    >
      {children}
    </div>
  )
}
