/**
 * Random damage to a Notion record map, the shapes a real workspace or a half-broken API answer
 * can take: null or deleted records, dropped or retyped properties, lost `format`, truncated
 * `content`, references to missing ids, unknown block types, the other record shape, and cycles
 * through `parent_id` and `content`. Each mutation says which ids it touched, so a test can tell
 * what text must survive.
 */
import fc from 'fast-check'

type Json = Record<string, unknown>
export type RecordMapLike = Record<string, unknown> & { block: Record<string, unknown> }

export type Mutation =
  | { kind: 'nullRecord' | 'deleteRecord' | 'nullValue'; target: number }
  | { kind: 'dropProperties' | 'removeFormat' | 'nestedShape' | 'unknownType'; target: number }
  | { kind: 'retypeProperty'; target: number; value: unknown }
  | { kind: 'truncateContent'; target: number; keep: number }
  | { kind: 'danglingReference' | 'contentCycle' | 'parentCycle'; target: number }
  | {
      kind: 'breakTable'
      table: 'collection' | 'collection_view' | 'collection_query'
      target: number
    }

const garbage = fc.oneof(
  fc.constant(null),
  fc.integer(),
  fc.string({ maxLength: 8 }),
  fc.constant([[null]]),
  fc.constant([['x', [['zz', null]]]]),
  fc.constant({ nested: [[1]] }),
  fc.constant([])
)
const target = fc.nat({ max: 10_000 })

export const mutationArb: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({
    kind: fc.constantFrom('nullRecord', 'deleteRecord', 'nullValue') as fc.Arbitrary<
      'nullRecord' | 'deleteRecord' | 'nullValue'
    >,
    target
  }),
  fc.record({
    kind: fc.constantFrom(
      'dropProperties',
      'removeFormat',
      'nestedShape',
      'unknownType'
    ) as fc.Arbitrary<'dropProperties' | 'removeFormat' | 'nestedShape' | 'unknownType'>,
    target
  }),
  fc.record({ kind: fc.constant('retypeProperty' as const), target, value: garbage }),
  fc.record({ kind: fc.constant('truncateContent' as const), target, keep: fc.nat({ max: 4 }) }),
  fc.record({
    kind: fc.constantFrom('danglingReference', 'contentCycle', 'parentCycle') as fc.Arbitrary<
      'danglingReference' | 'contentCycle' | 'parentCycle'
    >,
    target
  }),
  fc.record({
    kind: fc.constant('breakTable' as const),
    table: fc.constantFrom('collection', 'collection_view', 'collection_query') as fc.Arbitrary<
      'collection' | 'collection_view' | 'collection_query'
    >,
    target
  })
)

/** The block value of a record in either shape, or undefined. */
export function valueOf(record: unknown): Json | undefined {
  const outer = (record as { value?: unknown } | null | undefined)?.value
  if (!outer || typeof outer !== 'object') return undefined
  const inner = (outer as { value?: unknown }).value
  if (inner && typeof inner === 'object' && 'id' in (inner as Json)) return inner as Json
  return outer as Json
}

/**
 * Apply mutations in place (the map must be a private copy). Returns the ids whose records, or
 * whose place in the tree, a mutation touched.
 */
export function applyMutations(map: RecordMapLike, mutations: readonly Mutation[]): Set<string> {
  const touched = new Set<string>()
  for (const m of mutations) {
    if (m.kind === 'breakTable') {
      breakTable(map, m.table, m.target)
      touched.add(`table:${m.table}`)
      continue
    }
    const ids = Object.keys(map.block)
    if (ids.length === 0) return touched
    const id = ids[m.target % ids.length]!
    touched.add(id)
    const value = valueOf(map.block[id])
    switch (m.kind) {
      case 'nullRecord':
        map.block[id] = null
        break
      case 'deleteRecord':
        delete map.block[id]
        break
      case 'nullValue':
        map.block[id] = { role: 'reader', value: null }
        break
      case 'nestedShape':
        if (value) map.block[id] = { spaceId: 'fuzz', value: { value, role: 'reader' } }
        break
      case 'dropProperties':
        if (value) delete value.properties
        break
      case 'removeFormat':
        if (value) delete value.format
        break
      case 'unknownType':
        if (value) value.type = `fuzz_unknown_${m.target % 7}`
        break
      case 'retypeProperty':
        if (value) {
          const properties = (value.properties ?? {}) as Json
          const keys = Object.keys(properties)
          properties[keys[m.target % Math.max(1, keys.length)] ?? 'title'] = m.value
          value.properties = properties
        }
        break
      case 'truncateContent':
        if (value && Array.isArray(value.content)) value.content = value.content.slice(0, m.keep)
        break
      case 'danglingReference':
        if (value) {
          const missing = `fffffff${m.target % 10}-0000-4000-8000-00000000dead`
          value.content = [...((value.content as string[] | undefined) ?? []), missing]
          if (m.target % 2) value.parent_id = missing
        }
        break
      case 'contentCycle':
        if (value) {
          const ancestor = ids[0]!
          value.content = [...((value.content as string[] | undefined) ?? []), ancestor, id]
          touched.add(ancestor)
        }
        break
      case 'parentCycle':
        if (value) {
          const other = ids[(m.target + 1) % ids.length]!
          value.parent_id = other
          const otherValue = valueOf(map.block[other])
          if (otherValue) otherValue.parent_id = id
          touched.add(other)
        }
        break
    }
  }
  return touched
}

function breakTable(map: RecordMapLike, table: string, n: number): void {
  const records = map[table] as Record<string, unknown> | undefined
  const ids = Object.keys(records ?? {})
  if (!records || ids.length === 0) {
    if (n % 2) delete map[table]
    return
  }
  const id = ids[n % ids.length]!
  if (n % 3 === 0) delete records[id]
  else if (n % 3 === 1) records[id] = null
  else records[id] = { role: 'none' }
}
