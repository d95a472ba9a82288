/**
 * Builders for Notion records in the legacy `{ role, value }` shape notion-client returns.
 * Used by the demo generator, the benchmark workspace and test fixtures: generated content only.
 */
import { createHash } from 'node:crypto'

export type Decoration = [string] | [string, string] | [string, Record<string, unknown>]
/** One rich-text segment: text plus optional decorations, Notion's `[text, [[kind, arg]]]`. */
export type RichSegment = [string] | [string, Decoration[]]
export type RichText = RichSegment[]

export interface BlockValue {
  id: string
  type: string
  properties?: Record<string, unknown>
  format?: Record<string, unknown>
  content?: string[]
  parent_id: string
  parent_table: string
  alive: true
  version: number
  space_id: string
  created_time: number
  last_edited_time: number
  [extra: string]: unknown
}

export interface Wrapped<T> {
  role: 'reader'
  value: T
}

export const SPACE_ID = '5f6d6b1e-0000-4000-8000-00000000aaaa'

/** A stable dashed UUID from any seed text, so regenerated workspaces are byte-identical. */
export function stableId(seed: string): string {
  const h = createHash('sha1').update(seed).digest('hex')
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`
}

export const wrap = <T>(value: T): Wrapped<T> => ({ role: 'reader', value })

/** Plain text, or text with inline marks: rt('a ', ['bold', [['b']]], ' c'). */
export function rt(...parts: (string | RichSegment)[]): RichText {
  return parts.map((p) => (typeof p === 'string' ? [p] : p))
}

export const bold = (text: string): RichSegment => [text, [['b']]]
export const italic = (text: string): RichSegment => [text, [['i']]]
export const code = (text: string): RichSegment => [text, [['c']]]
export const link = (text: string, href: string): RichSegment => [text, [['a', href]]]
export const color = (text: string, c: string): RichSegment => [text, [['h', c]]]
export const inlineEquation = (tex: string): RichSegment => ['⁍', [['e', tex]]]
export const pageMention = (pageId: string): RichSegment => ['‣', [['p', pageId]]]
export const dateMention = (startDate: string): RichSegment => [
  '‣',
  [['d', { type: 'date', start_date: startDate }]]
]
