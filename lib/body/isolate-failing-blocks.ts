/**
 * Fault isolation for post bodies. React cannot catch an error while rendering on the server, so
 * one block whose data makes react-notion-x throw would fail the page's prerender, and with it
 * the whole build. Normalising the data (normalise-collection.ts) removes the causes we know;
 * this is the net for the ones we do not: after preparing a body, it is rendered once on the
 * server with react-notion-x's own block code. When that throws, the failing blocks are found by
 * rendering subtrees alone, and each is replaced in the prepared data by a small placeholder
 * callout, logged once with the post, block id, type and error. The decision is data, so server
 * HTML, browser hydration and feeds all see the same placeholder. A body that renders (nearly
 * every one) costs one extra render at build time.
 */
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { NotionRenderer } from 'react-notion-x'
import { Collection } from 'react-notion-x/third-party/collection'
import type { ExtendedRecordMap } from 'notion-types'
import { log } from '@/lib/log'
import { blockOf, tableOf } from '@/lib/body/record'
import type { PreparedBlocks } from '@/lib/body/types'

/**
 * The error rendering `blockId` throws, or null. On a copy: react-notion-x changes the data it
 * draws (a database drawn at the top level becomes a database page).
 */
function renders(body: PreparedBlocks, blockId: string): Error | null {
  try {
    renderToStaticMarkup(
      createElement(NotionRenderer, {
        // The pruned map is a record map in all but its looser TypeScript type.
        recordMap: structuredClone(body.blockMap) as unknown as ExtendedRecordMap,
        rootPageId: body.rootId,
        blockId,
        // Code and equations are drawn from build-time markup by our own parts; stand-ins keep
        // react-notion-x from warning that they are missing.
        components: { Collection, Code: Nothing, Equation: Nothing },
        mapPageUrl: (id: string) => body.pageHrefs[id] ?? '',
        fullPage: false,
        previewImages: false
      })
    )
    return null
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error))
  }
}

const Nothing = () => null

function replaceWithPlaceholder(body: PreparedBlocks, blockId: string, text: string): void {
  const block = blockOf(body.blockMap, blockId)
  tableOf(body.blockMap, 'block')[blockId] = {
    role: 'reader',
    value: {
      id: blockId,
      type: 'callout',
      properties: { title: [[text]] },
      format: { page_icon: '⚠️', block_color: 'gray_background' },
      parent_id: block?.parent_id,
      parent_table: block?.parent_table ?? 'block'
    }
  }
}

interface Isolation {
  body: PreparedBlocks
  label: string
  text: string
  seen: Set<string>
}

/** Fix a subtree: its failing children first, then itself if it still fails. */
function isolate(run: Isolation, blockId: string): void {
  const { body, label, text } = run
  if (run.seen.has(blockId)) return
  run.seen.add(blockId)
  if (!renders(body, blockId)) return
  const block = blockOf(body.blockMap, blockId)
  for (const child of block?.content ?? []) isolate(run, child)
  const error = renders(body, blockId)
  if (!error) return
  if (blockId === body.rootId) {
    // The page itself cannot be replaced; its children already were, one by one.
    log.warn(`Post ${label}: its body still fails to render: ${error.message}`)
    return
  }
  log.warnOnce(
    `render:${label}:${blockId}`,
    `Post ${label}: block ${blockId} (${block?.type ?? 'unknown type'}) could not be rendered and shows a placeholder: ${error.message}`
  )
  replaceWithPlaceholder(body, blockId, text)
}

/** Replace every block of `body` that throws while rendering by a placeholder saying `text`. */
export function isolateFailingBlocks(body: PreparedBlocks, label: string, text: string): void {
  if (!blockOf(body.blockMap, body.rootId)) return
  isolate({ body, label, text, seen: new Set() }, body.rootId)
}
