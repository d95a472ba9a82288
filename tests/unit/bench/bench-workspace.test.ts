import { describe, expect, it } from 'vitest'
import { workspaceIds } from '@/scripts/lib/workspace-builder'
import {
  BENCH_SEED,
  buildBenchWorkspace,
  firstPostOf,
  postKind,
  postSlug
} from '@/scripts/bench/bench-workspace'

const typeOf = (record: unknown) => (record as { value: { type: string } }).value.type

describe('bench workspace', () => {
  const workspace = buildBenchWorkspace(40)

  it('is the same for the same N', () => {
    expect(JSON.stringify(buildBenchWorkspace(40))).toBe(JSON.stringify(workspace))
  })

  it('has N posts plus the About page, all in the database', () => {
    expect(Object.keys(workspace.pages)).toHaveLength(41)
    const query = Object.values(workspace.database.collection_query)[0]
    const ids = (
      Object.values(query ?? {})[0] as unknown as {
        collection_group_results: { blockIds: string[] }
      }
    ).collection_group_results.blockIds
    expect(ids).toHaveLength(41)
  })

  it('contains every block type the benchmark is meant to exercise', () => {
    const types = new Set(
      Object.values(workspace.pages).flatMap((map) => Object.values(map.block).map(typeOf))
    )
    for (const type of [
      'text',
      'sub_header',
      'sub_sub_header',
      'bulleted_list',
      'numbered_list',
      'image',
      'code',
      'equation',
      'table',
      'table_row',
      'collection_view',
      'quote',
      'callout'
    ])
      expect(types, type).toContain(type)
  })

  it('gives post i the same blocks at every N (the schema lists only the options in use)', () => {
    const small = buildBenchWorkspace(10)
    for (const [id, map] of Object.entries(small.pages))
      expect(JSON.stringify(map.block)).toBe(JSON.stringify(workspace.pages[id]?.block))
  })

  it('puts code, a block equation and a table in every code post', () => {
    const ids = workspaceIds(BENCH_SEED)
    const codePosts = [1, 5, 9].map((i) => workspace.pages[ids.row(postSlug(i))])
    expect([1, 5, 9].map(postKind)).toEqual(['code', 'code', 'code'])
    for (const page of codePosts) {
      const types = Object.values(page?.block ?? {}).map(typeOf)
      expect(types).toEqual(expect.arrayContaining(['code', 'equation', 'table']))
    }
  })

  it('varies body length', () => {
    const sizes = Object.values(workspace.pages).map((map) => Object.keys(map.block).length)
    expect(Math.max(...sizes)).toBeGreaterThan(4 * Math.min(...sizes))
  })

  it('names the posts the size table measures', () => {
    expect(firstPostOf('text')).toBe(postSlug(7))
    expect(postKind(3)).toBe('database')
    expect(postKind(1)).toBe('code')
  })
})
