import type { Block } from 'notion-types'
import { isHeadingPart, isImagePart } from '@/lib/body/block-parts'
import { isListGroup } from '@/lib/body/list-groups'
import { NotionHeading } from '@/components/notion-renderer/NotionHeading'
import { NotionImageFigure } from '@/components/notion-renderer/NotionImageFigure'
import { NotionEmbed } from '@/components/notion-renderer/NotionEmbed'
import { NotionList } from '@/components/notion-renderer/NotionList'

interface Props {
  blockId: string
  block: Block
}

/**
 * react-notion-x's `components.Embed`, to which it hands an embed block whole, drawing nothing
 * around it. A real embed is framed; a list group (lib/body/list-groups: a run of list items,
 * typed as an embed to come this way) is drawn as a list, a block part (lib/body/block-parts) as
 * its heading or captioned image.
 */
export function EmbedOrList({ blockId, block }: Props) {
  if (isHeadingPart(block)) return <NotionHeading block={block} />
  if (isImagePart(block)) return <NotionImageFigure blockId={blockId} block={block} />
  return isListGroup(block) ? (
    <NotionList group={block} />
  ) : (
    <NotionEmbed blockId={blockId} block={block} />
  )
}
