import { renderToStaticMarkup } from 'react-dom/server'
import Loadable from 'next/dist/shared/lib/loadable.shared-runtime'
import { NotionRenderer } from '@/components/notion-renderer/NotionRenderer'
import type { PreparedBlocks } from '@/lib/render/types'

export const rendererConfig = {
  IMAGE_ZOOM_IN_WIDTH: 1200,
  CAN_COPY: true,
  LINK: 'https://blog.example.com'
}

/** Static markup of a prepared body, with next/dynamic parts loaded first as Next does. */
export async function renderBody(body: PreparedBlocks, config = rendererConfig): Promise<string> {
  await Loadable.preloadAll()
  return renderToStaticMarkup(<NotionRenderer body={body} config={config} />)
}
