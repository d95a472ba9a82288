import { getBlockValue } from 'notion-utils'

/**
 * The one way to read a record out of a record map. Notion sends two wrappers: legacy
 * `{ role, value }` and, since 2024, `{ spaceId, value: { value, role } }`; notion-utils'
 * getBlockValue recurses on `.value` until it meets an object with an `id`.
 */
export function unwrap<T extends { id: string }>(record: unknown): T | null {
  if (record === null || typeof record !== 'object') return null
  // getBlockValue is typed for blocks, collections, views and users; it reads only `value`/`id`.
  const value = getBlockValue(record as Parameters<typeof getBlockValue>[0]) as unknown
  return (value as T | undefined) ?? null
}
