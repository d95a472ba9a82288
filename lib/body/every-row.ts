import { tableOf, unwrap, type RecordTable } from '@/lib/body/record'
import type { PreparedBlocks } from '@/lib/body/types'

const LOAD_LIMIT = 'inline_collection_first_load_limit'

/**
 * The body with every database view showing all its rows: a body drawn once on the server and
 * kept (StaticBody) has no "Load more" button that could answer, so its views draw every row
 * their query returned instead of the first few.
 */
export function withEveryRow(body: PreparedBlocks): PreparedBlocks {
  const views = tableOf(body.blockMap, 'collection_view')
  let changed = false
  const next: RecordTable = {}
  for (const [id, record] of Object.entries(views)) {
    const view = unwrap<{ id: string; format?: Record<string, unknown> }>(record)
    if (!view?.format || !(LOAD_LIMIT in view.format)) {
      next[id] = record
      continue
    }
    const format = { ...view.format }
    delete format[LOAD_LIMIT]
    next[id] = { value: { ...view, format } }
    changed = true
  }
  return changed ? { ...body, blockMap: { ...body.blockMap, collection_view: next } } : body
}
