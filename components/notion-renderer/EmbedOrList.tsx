import type { Block } from 'notion-types'
import { isListGroup } from '@/lib/body/list-groups'
import { NotionEmbed } from '@/components/notion-renderer/NotionEmbed'
import { NotionList } from '@/components/notion-renderer/NotionList'

interface Props {
  blockId: string
  block: Block
}

/**
 * react-notion-x's `components.Embed`, to which it hands an embed block whole, drawing nothing
 * around it. A real embed is framed; a list group (lib/body/list-groups: a run of list items,
 * typed as an embed to come this way) is drawn as a list.
 */
export function EmbedOrList({ blockId, block }: Props) {
  return isListGroup(block) ? (
    <NotionList group={block} />
  ) : (
    <NotionEmbed blockId={blockId} block={block} />
  )
}
