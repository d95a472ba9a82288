import type {
  OfficialOption,
  OfficialPropertyValue,
  OfficialSchemaProperty
} from '@/lib/notion/official/api-types'
import { fileUrlOf } from '@/lib/notion/official/official-files'
import { recordDateOf } from '@/lib/notion/official/official-date'
import {
  decorationsOf,
  plainTextOf,
  type Decoration,
  type Mentions
} from '@/lib/notion/official/rich-text'

/** A column of a record-map collection schema. */
export interface SchemaColumn {
  name: string
  type: string
  options?: { id: string; value: string; color?: string }[]
}

/** Official property types whose record-map name differs; formulas and rollups become their text. */
const TYPE_NAMES: Record<string, string> = {
  rich_text: 'text',
  files: 'file',
  people: 'person',
  formula: 'text',
  rollup: 'text',
  unique_id: 'text',
  verification: 'text',
  button: 'text'
}

/** A property's key in the record map: its id, which the official API gives URL-encoded. */
export function columnKeyOf(id: unknown, name: string): string {
  if (typeof id !== 'string' || !id) return name
  try {
    return decodeURIComponent(id)
  } catch {
    return id
  }
}

const optionsOf = (options: OfficialOption[] | undefined) =>
  (Array.isArray(options) ? options : []).flatMap((o) =>
    typeof o?.name === 'string'
      ? [
          {
            id: typeof o.id === 'string' ? o.id : o.name,
            value: o.name,
            ...(o.color ? { color: o.color } : {})
          }
        ]
      : []
  )

/** A data source's properties as a record-map schema, keyed by property id. */
export function schemaOf(
  properties: Record<string, OfficialSchemaProperty> | undefined
): Record<string, SchemaColumn> {
  const schema: Record<string, SchemaColumn> = {}
  for (const [name, property] of Object.entries(properties ?? {})) {
    if (!property || typeof property !== 'object') continue
    const type = typeof property.type === 'string' ? property.type : 'text'
    const column: SchemaColumn = { name: property.name ?? name, type: TYPE_NAMES[type] ?? type }
    const options =
      property.select?.options ?? property.multi_select?.options ?? property.status?.options
    if (options) column.options = optionsOf(options)
    schema[type === 'title' ? 'title' : columnKeyOf(property.id, name)] = column
  }
  return schema
}

const str = (value: unknown) => (typeof value === 'string' ? value : '')
const joined = (parts: Decoration[][]): Decoration[] =>
  parts.flatMap((part, i) => (i === 0 ? part : [[','] as Decoration, ...part]))

/** The text a formula, rollup or unique id shows (`{type, [type]: value}`, nested in rollups). */
function computedText(value: unknown, depth = 0): string {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return String(value)
  if (!value || typeof value !== 'object' || depth > 4) return ''
  if (Array.isArray(value)) return value.map((item) => computedText(item, depth + 1)).join(', ')
  const v = value as Record<string, unknown>
  if ('prefix' in v && 'number' in v)
    return [v.prefix, v.number].filter((p) => p !== null).join('-')
  const type = str(v.type)
  const inner = v[type]
  if (type === 'title' || type === 'rich_text') return plainTextOf(inner)
  if (inner && typeof inner === 'object' && 'start' in inner)
    return str((inner as { start?: unknown }).start)
  return computedText(inner, depth + 1)
}

/** One property value in the record map's rich-text form; null when it holds nothing. */
export function propertyValueOf(
  value: OfficialPropertyValue,
  mentions: Mentions
): Decoration[] | null {
  const type = str(value.type)
  const raw = value[type]
  const list = Array.isArray(raw) ? (raw as Record<string, unknown>[]) : []
  const named = (v: unknown) => str((v as { name?: unknown } | null)?.name)
  let out: Decoration[]
  switch (type) {
    case 'title':
    case 'rich_text':
      out = decorationsOf(raw, mentions)
      break
    case 'select':
    case 'status':
      out = named(raw) ? [[named(raw)]] : []
      break
    case 'multi_select':
      out = list.length ? [[list.map(named).filter(Boolean).join(',')]] : []
      break
    case 'date': {
      const date = recordDateOf(raw as never)
      out = date ? [['‣', [['d', date]]]] : []
      break
    }
    case 'checkbox':
      out = [[raw === true ? 'Yes' : 'No']]
      break
    case 'number':
      out = typeof raw === 'number' ? [[String(raw)]] : []
      break
    case 'url':
    case 'email':
    case 'phone_number':
      out = str(raw) ? [[str(raw)]] : []
      break
    case 'files':
      out = joined(
        list.flatMap((file) => {
          const url = fileUrlOf(file as never)
          return url ? [[[named(file) || url, [['a', url]]] as Decoration]] : []
        })
      )
      break
    case 'relation':
      out = joined(
        list.flatMap((page) => (str(page.id) ? [[['‣', [['p', str(page.id)]]] as Decoration]] : []))
      )
      break
    case 'people':
      out = joined(
        list.flatMap((user) => {
          const id = str(user.id)
          if (!id) return []
          mentions.users.set(id, named(user))
          return [[['‣', [['u', id]]] as Decoration]]
        })
      )
      break
    default: {
      const text = computedText(type === 'unique_id' ? raw : value)
      out = text ? [[text]] : []
    }
  }
  return out.length ? out : null
}

/** A page's property values keyed as its data source's schema keys them. */
export function recordPropertiesOf(
  properties: Record<string, OfficialPropertyValue> | undefined,
  mentions: Mentions
): Record<string, Decoration[]> {
  const out: Record<string, Decoration[]> = {}
  for (const [name, value] of Object.entries(properties ?? {})) {
    if (!value || typeof value !== 'object') continue
    const converted = propertyValueOf(value, mentions)
    if (converted) out[value.type === 'title' ? 'title' : columnKeyOf(value.id, name)] = converted
  }
  return out
}
