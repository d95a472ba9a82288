import { describe, expect, it } from 'vitest'
import { withEveryRow } from '@/lib/body/every-row'
import { unwrap } from '@/lib/body/record'
import { preparedBody } from '@/tests/support/prepared-body'

const bodyWithViews = (views: Record<string, unknown>) =>
  preparedBody({ block: {}, collection_view: views })

describe('withEveryRow', () => {
  it('drops a view’s load limit, in either record shape, and keeps the rest of its format', () => {
    const limited = {
      id: 'v1',
      type: 'table',
      format: {
        table_wrap: true,
        inline_collection_first_load_limit: { type: 'load_limit', limit: 10 }
      }
    }
    const body = bodyWithViews({
      v1: { role: 'reader', value: { value: limited, role: 'reader' } },
      v2: { value: { id: 'v2', type: 'list', format: { list_properties: [] } } }
    })
    const all = withEveryRow(body)
    const views = all.blockMap.collection_view as Record<string, unknown>
    expect(unwrap(views.v1)).toEqual({ id: 'v1', type: 'table', format: { table_wrap: true } })
    expect(views.v2).toBe((body.blockMap.collection_view as Record<string, unknown>).v2)
    // The body given is left as it was.
    expect(JSON.stringify(body)).toContain('inline_collection_first_load_limit')
  })

  it('returns the same body when no view is limited', () => {
    const body = bodyWithViews({ v: { value: { id: 'v', type: 'gallery', format: {} } } })
    expect(withEveryRow(body)).toBe(body)
    const none = bodyWithViews({})
    expect(withEveryRow(none)).toBe(none)
  })
})
