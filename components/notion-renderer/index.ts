/**
 * What themes import to render a body. react-notion-x and our block parts are a large chunk, so
 * it loads only where a body is rendered: next/dynamic keeps server rendering (the HTML is
 * complete, no flash) and preloads the chunk on exactly those pages, instead of riding in every
 * theme's chunk onto home, lists and search. Server code that renders to a string (feeds) imports
 * ./NotionRenderer directly: a dynamic component is not ready synchronously there.
 */
import dynamic from 'next/dynamic'
import { trackLoad } from '@/components/lazy-loads'
import type { NotionRendererProps } from '@/components/notion-renderer/NotionRenderer'

export type { NotionRendererProps } from '@/components/notion-renderer/NotionRenderer'

export const NotionRenderer = dynamic<NotionRendererProps>(() =>
  trackLoad(import('@/components/notion-renderer/NotionRenderer').then((m) => m.NotionRenderer))
)
