import type { ComponentProps } from 'react'
import { Collection } from 'react-notion-x/third-party/collection'
import { CollectionRegion, viewIdsOf } from '@/components/notion-renderer/CollectionRegion'
import { CollectionViewTabs } from '@/components/notion-renderer/CollectionViewTabs'

type Block = ComponentProps<typeof Collection>['block']

const withView = (block: Block, viewId: string) => ({ ...block, view_ids: [viewId] }) as Block

/**
 * A database as the server draws it for a body the browser keeps (StaticRenderer): every view,
 * each in a panel of its own and all but the first hidden, under the same tabs NotionCollection
 * draws; use-static-collections switches the panels and remembers the choice, so no database
 * code ships. Views the tabs are switched off for: the first alone.
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
  if (ctx.showCollectionViewDropdown === false)
    return (
      <CollectionRegion>
        <Collection {...props} block={withView(block, first)} />
      </CollectionRegion>
    )
  return (
    <CollectionRegion keptBlockId={block.id}>
      <CollectionViewTabs viewIds={viewIds} views={ctx.recordMap.collection_view} active={first} />
      {viewIds.map((viewId) => (
        <div key={viewId} data-collection-view={viewId} hidden={viewId !== first}>
          <Collection {...props} block={withView(block, viewId)} />
        </div>
      ))}
    </CollectionRegion>
  )
}
