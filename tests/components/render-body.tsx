import { renderToStaticMarkup } from 'react-dom/server'
import { preloadDynamicParts } from '@/components/next-internals/loadable'
import { NotionRenderer } from '@/components/notion-renderer/NotionRenderer'
import type { RendererConfig } from '@/components/notion-renderer/renderer-config'
import type { PreparedBlocks } from '@/lib/body/types'

export const rendererConfig: RendererConfig = {
  IMAGE_ZOOM_IN_WIDTH: 1200,
  CAN_COPY: true,
  LINK: 'https://blog.example.com',
  CODE_MAC_BAR: true,
  CODE_LINE_NUMBERS: true,
  CODE_COLLAPSE: true,
  CODE_COLLAPSE_EXPAND_DEFAULT: true,
  MERMAID_CDN: 'https://cdn.example.com/mermaid.min.js',
  IMG_SHADOW: false
}

/** Static markup of a prepared body, with next/dynamic parts loaded first as Next does. */
export async function renderBody(body: PreparedBlocks, config = rendererConfig): Promise<string> {
  await preloadDynamicParts()
  return renderToStaticMarkup(<NotionRenderer body={body} config={config} />)
}
