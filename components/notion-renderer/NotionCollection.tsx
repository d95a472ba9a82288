import { useMemo, type ComponentProps } from 'react'
import { Collection } from 'react-notion-x/third-party/collection'
import { CollectionRegion, viewIdsOf } from '@/components/notion-renderer/CollectionRegion'
import {
  CollectionViewTabs,
  useCollectionView
} from '@/components/notion-renderer/CollectionViewTabs'

/**
 * react-notion-x's database views, behind a module of our own: Next lists a page's next/dynamic
 * chunks for preloading before hydration only for imports of local modules, and a database drawn
 * on the server but missing while hydrating fails hydration (React error #418).
 *
 * A database with several views gets our view tabs (CollectionViewTabs: valid markup), and
 * react-notion-x a copy of its block holding only the chosen view, so it draws that view and no
 * tabs of its own.
 */
export function NotionCollection(props: ComponentProps<typeof Collection>) {
  const { block, ctx } = props
  const viewIds = useMemo(() => viewIdsOf(block), [block])
  const [viewId, choose] = useCollectionView(block.id, viewIds)
  const several = viewIds.length > 1
  const shown = useMemo(
    () => (several ? ({ ...block, view_ids: [viewId] } as typeof block) : block),
    [block, several, viewId]
  )
  const tabs = several && ctx.showCollectionViewDropdown !== false
  return (
    <CollectionRegion>
      {tabs && (
        <CollectionViewTabs
          viewIds={viewIds}
          views={ctx.recordMap.collection_view}
          active={viewId}
          onChange={choose}
        />
      )}
      <Collection {...props} block={shown} />
    </CollectionRegion>
  )
}
