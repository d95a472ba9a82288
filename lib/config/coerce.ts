import type { KeySpec } from './define'

/** A config string becomes a number, a boolean or parsed JSON when it looks like one. */
export function coerceConfigString(raw: string): unknown {
  const text = raw.trim()
  if (/^-?\d+(\.\d+)?$/.test(text)) return Number(text)
  if (text === 'true') return true
  if (text === 'false') return false
  const looksLikeJson =
    (text.startsWith('{') && text.endsWith('}')) || (text.startsWith('[') && text.endsWith(']'))
  if (looksLikeJson) {
    try {
      return JSON.parse(text) as unknown
    } catch {
      return raw
    }
  }
  return raw
}

export type Checked<T> = { ok: true; value: T } | { ok: false; reason: string }

const fail = (reason: string) => ({ ok: false, reason }) as const

/**
 * Check a value against its key's declared type. `raw` is the original text when the value came
 * from a string source (env, Notion), so a string key keeps '2024' as text rather than a number.
 */
export function checkConfigValue<T>(spec: KeySpec<T>, value: unknown, raw?: string): Checked<T> {
  const ok = (v: unknown) => ({ ok: true, value: v as T }) as const
  switch (spec.kind) {
    case 'string':
      if (raw !== undefined) return ok(raw)
      return typeof value === 'string' ? ok(value) : fail(`expected text, got ${describe(value)}`)
    case 'enum': {
      const text = raw?.trim() ?? value
      return typeof text === 'string' && spec.options?.includes(text)
        ? ok(text)
        : fail(`expected one of ${spec.options?.join(', ')}, got ${describe(value)}`)
    }
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value))
        return fail(`expected a number, got ${describe(value)}`)
      if (
        (spec.min !== undefined && value < spec.min) ||
        (spec.max !== undefined && value > spec.max)
      )
        return fail(
          `expected a number from ${spec.min ?? '-∞'} to ${spec.max ?? '∞'}, got ${value}`
        )
      return ok(value)
    case 'boolean':
      return typeof value === 'boolean'
        ? ok(value)
        : fail(`expected true or false, got ${describe(value)}`)
    case 'list':
      return checkList(value, raw, ok)
    case 'json':
      if (raw !== undefined && value === raw) return fail(`expected JSON, got ${describe(raw)}`)
      return spec.validate && !spec.validate(value)
        ? fail(`unexpected value ${describe(value)}`)
        : ok(value)
  }
}

function checkList<T>(value: unknown, raw: string | undefined, ok: (v: unknown) => Checked<T>) {
  if (Array.isArray(value)) {
    return value.every((item) => typeof item === 'string')
      ? ok(value)
      : fail(`expected a list of text, got ${describe(value)}`)
  }
  if (raw !== undefined) {
    return ok(
      raw
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)
    )
  }
  return fail(`expected a list of text, got ${describe(value)}`)
}

function describe(value: unknown): string {
  const text = typeof value === 'string' ? `'${value}'` : JSON.stringify(value)
  return text === undefined ? String(value) : text.length > 60 ? `${text.slice(0, 57)}...` : text
}
