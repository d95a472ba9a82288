import type { Block } from 'notion-types'
import { isHeadingPart } from '@/lib/body/heading-parts'
import { isListGroup } from '@/lib/body/list-groups'
import { NotionHeading } from '@/components/notion-renderer/NotionHeading'
import { NotionEmbed } from '@/components/notion-renderer/NotionEmbed'
import { NotionList } from '@/components/notion-renderer/NotionList'

interface Props {
  blockId: string
  block: Block
}

/**
 * react-notion-x's `components.Embed`, to which it hands an embed block whole, drawing nothing
 * around it. A real embed is framed; a list group (lib/body/list-groups: a run of list items,
 * typed as an embed to come this way) is drawn as a list, a heading part (lib/body/heading-parts)
 * as a heading.
 */
export function EmbedOrList({ blockId, block }: Props) {
  if (isHeadingPart(block)) return <NotionHeading block={block} />
  return isListGroup(block) ? (
    <NotionList group={block} />
  ) : (
    <NotionEmbed blockId={blockId} block={block} />
  )
}
