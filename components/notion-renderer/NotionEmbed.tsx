import type { CSSProperties } from 'react'
import { Text } from 'react-notion-x'
import type { Block, Decoration } from 'notion-types'
import { EMBED_SANDBOX } from '@/lib/body/embed-frame'
import { safeResourceUrl } from '@/lib/body/safe-url'

interface Props {
  blockId: string
  block: Block
}

/** An embed frame, sandboxed, its URL re-checked (react-notion-x would frame any source). */
export function NotionEmbed({ blockId, block }: Props) {
  const format = (block.format ?? {}) as Record<string, unknown>
  const properties = (block.properties ?? {}) as Record<string, Decoration[] | undefined>
  const src = safeResourceUrl(format.display_source ?? properties.source?.[0]?.[0])
  if (!src) return null
  const ratio = typeof format.block_aspect_ratio === 'number' ? format.block_aspect_ratio : null
  const height = typeof format.block_height === 'number' ? format.block_height : null
  const frame: CSSProperties = ratio ? { aspectRatio: `${1 / ratio}` } : { height: height ?? 400 }
  return (
    <figure className={`notion-asset-wrapper notion-asset-wrapper-embed ${blockId}`}>
      <iframe
        className="notion-embed-frame"
        style={frame}
        src={src}
        title={`Embedded content from ${new URL(src, 'https://x.invalid').hostname}`}
        loading="lazy"
        allowFullScreen
        sandbox={EMBED_SANDBOX}
      />
      {properties.caption && (
        <figcaption className="notion-asset-caption">
          <Text value={properties.caption} block={block} />
        </figcaption>
      )}
    </figure>
  )
}
