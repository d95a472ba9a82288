import type { ComponentProps } from 'react'
import { Collection } from 'react-notion-x/third-party/collection'
import { CollectionRegion, viewIdsOf } from '@/components/notion-renderer/CollectionRegion'
import { CollectionViewTabs } from '@/components/notion-renderer/CollectionViewTabs'

type Block = ComponentProps<typeof Collection>['block']

/**
 * A database as the server draws it for a body the browser keeps (StaticRenderer): its first
 * view, under the same tabs NotionCollection draws. Another view is the live renderer's to draw:
 * a tab, or a view chosen on an earlier visit, turns the body live (use-static-collections), so
 * no database code ships until a visitor asks for another view.
 */
export function StaticCollection(props: ComponentProps<typeof Collection>) {
  const { block, ctx } = props
  const viewIds = viewIdsOf(block)
  const [first] = viewIds
  if (viewIds.length <= 1 || !first)
    return (
      <CollectionRegion>
        <Collection {...props} />
      </CollectionRegion>
    )
  const tabs = ctx.showCollectionViewDropdown !== false
  return (
    <CollectionRegion keptBlockId={tabs ? block.id : undefined}>
      {tabs && (
        <CollectionViewTabs
          viewIds={viewIds}
          views={ctx.recordMap.collection_view}
          active={first}
        />
      )}
      <Collection {...props} block={{ ...block, view_ids: [first] } as Block} />
    </CollectionRegion>
  )
}
