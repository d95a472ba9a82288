import type { CSSProperties } from 'react'
import { Text, useNotionContext } from 'react-notion-x'
import type { Block, Decoration } from 'notion-types'
import type { BlockPart } from '@/lib/body/block-parts'
import { plainText } from '@/lib/body/rich-text'
import { NotionImage } from '@/components/notion-renderer/NotionImage'

interface Format {
  block_width?: number
  block_height?: number
  block_full_width?: boolean
  block_page_width?: boolean
  block_preserve_scale?: boolean
  block_alignment?: 'center' | 'left' | 'right'
}

const COVER: CSSProperties = { objectFit: 'cover' }
const ALIGN = { center: 'center', left: 'start', right: 'end' } as const

/** The box react-notion-x draws around an image block's <img> (its Asset), from the block's format. */
function boxStyle(format: Format): CSSProperties {
  const style: CSSProperties = {
    position: 'relative',
    display: 'flex',
    justifyContent: 'center',
    alignSelf: 'center',
    width: '100%',
    maxWidth: '100%',
    flexDirection: 'column'
  }
  if (format.block_full_width || format.block_page_width) {
    style.width = format.block_full_width ? '100vw' : '100%'
    if (format.block_height) style.height = format.block_height
    else if (format.block_preserve_scale) style.height = '100%'
  } else {
    if (format.block_alignment) style.alignSelf = ALIGN[format.block_alignment] ?? style.alignSelf
    if (format.block_width) style.width = format.block_width
  }
  return style
}

/**
 * An image block with a text caption (lib/body/block-parts), drawn as react-notion-x draws it
 * (same figure, box, image and classes) except that the <figcaption> is the figure's last child,
 * not inside the box. It keeps the box's width and alignment, so it sits where it did.
 */
export function NotionImageFigure({ blockId, block }: { blockId: string; block: BlockPart }) {
  const { mapImageUrl } = useNotionContext()
  const format = (block.format ?? {}) as Format
  const properties = (block.properties ?? {}) as Record<string, Decoration[] | undefined>
  const caption = properties.caption
  const source = properties.source?.[0]?.[0]
  const classes = [
    'notion-asset-wrapper',
    'notion-asset-wrapper-image',
    format.block_full_width ? 'notion-asset-wrapper-full' : '',
    blockId
  ]
  const figureClass = classes.filter(Boolean).join(' ')
  if (!source) return <figure className={figureClass} />
  const asBlock = block as unknown as Block
  const box = boxStyle(format)
  const alt = plainText(properties.alt_text) || plainText(caption) || 'notion image'
  return (
    <figure className={figureClass}>
      <div style={box}>
        <NotionImage
          src={mapImageUrl(source, asBlock)}
          alt={alt}
          style={block.format ? COVER : {}}
        />
      </div>
      {caption && (
        <figcaption
          className="notion-asset-caption"
          style={{ width: box.width, maxWidth: '100%', alignSelf: box.alignSelf }}
        >
          <Text value={caption} block={asBlock} />
        </figcaption>
      )}
    </figure>
  )
}
