import { useMemo, type ComponentProps } from 'react'
import { Collection } from 'react-notion-x/third-party/collection'
import { useMessages } from '@/lib/i18n/use-messages'
import {
  CollectionViewTabs,
  useCollectionView
} from '@/components/notion-renderer/CollectionViewTabs'

/**
 * react-notion-x's database views, behind a module of our own: Next lists a page's next/dynamic
 * chunks for preloading before hydration only for imports of local modules, and a database drawn
 * on the server but missing while hydrating fails hydration (React error #418).
 *
 * A wide view scrolls sideways inside a focusable region, so keyboard users can scroll it too
 * (react-notion-x's own scrolling box cannot take focus).
 *
 * A database with several views gets our view tabs (CollectionViewTabs: valid markup), and
 * react-notion-x a copy of its block holding only the chosen view, so it draws that view and no
 * tabs of its own.
 */
export function NotionCollection(props: ComponentProps<typeof Collection>) {
  const t = useMessages()
  const { block, ctx } = props
  const viewIds = useMemo(
    () => ('view_ids' in block && Array.isArray(block.view_ids) ? block.view_ids : []),
    [block]
  )
  const [viewId, choose] = useCollectionView(block.id, viewIds)
  const several = viewIds.length > 1
  const shown = useMemo(
    () => (several ? ({ ...block, view_ids: [viewId] } as typeof block) : block),
    [block, several, viewId]
  )
  const tabs = several && ctx.showCollectionViewDropdown !== false
  return (
    <div
      role="region"
      aria-label={t.POST.DATABASE}
      tabIndex={0}
      data-collection-scroll=""
      className="max-w-full overflow-x-auto"
    >
      {tabs && (
        <CollectionViewTabs
          viewIds={viewIds}
          views={ctx.recordMap.collection_view}
          active={viewId}
          onChange={choose}
        />
      )}
      <Collection {...props} block={shown} />
    </div>
  )
}
