import { createHash } from 'node:crypto'

/**
 * What a locked post shows as its id: a digest of its Notion id, stable across builds, from which
 * the Notion id cannot be recovered (so nobody reads the page on Notion by guessing its address).
 */
export const opaqueIdOf = (notionId: string): string =>
  `locked-${createHash('sha256').update(`notionpress-locked:${notionId}`).digest('hex').slice(0, 20)}`
