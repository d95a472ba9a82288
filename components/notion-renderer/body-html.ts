import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { lazyPartsLoaded } from '@/components/lazy-loads'
import { NotionRenderer } from '@/components/notion-renderer/NotionRenderer'
import type { BodyHtml } from '@/lib/seo/feed-body'

/** A document without script: no window dots, line numbers, folds or diagrams, just the code. */
const STATIC = {
  CODE_MAC_BAR: false,
  CODE_LINE_NUMBERS: false,
  CODE_COLLAPSE: false,
  MERMAID_CDN: ''
} as const

/**
 * A prepared body as static HTML through the one block renderer (the markup the article page
 * shows), for documents built on the server such as feeds. Server code only.
 */
export const renderBodyHtml: BodyHtml = async (body, config) => {
  // Code, equations and databases are next/dynamic parts: load them so they render, not skip.
  await lazyPartsLoaded()
  return renderToStaticMarkup(
    createElement(NotionRenderer, { body, config: { ...config, ...STATIC } })
  )
}
