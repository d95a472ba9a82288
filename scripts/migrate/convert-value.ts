/**
 * A NotionNext value (from its file, or an environment variable's text) as the value of a
 * NotionPress setting, checked as the site checks it.
 */
import { checkConfigValue, coerceConfigString } from '../../lib/config/coerce'
import type { KeySpec } from '../../lib/config/define'

export type Converted =
  | { ok: true; value: unknown; note?: string }
  | { ok: false; empty: true }
  | { ok: false; empty: false; reason: string }

/** NotionNext values that mean something else here, by key. */
const SPECIAL: Readonly<
  Record<string, (value: unknown) => { value: unknown; note: string } | null>
> = {
  // NotionNext's FONT_STYLE carries a weight class too ('font-sans font-light').
  FONT_STYLE: (value) => {
    if (typeof value !== 'string') return null
    const [family = '', ...rest] = value.trim().split(/\s+/)
    return rest.length
      ? { value: family, note: `'${rest.join(' ')}' dropped (no weight setting)` }
      : null
  }
}

export function convertValue(key: string, spec: KeySpec<unknown>, raw: unknown): Converted {
  const special = SPECIAL[key]?.(raw)
  const value = special ? special.value : raw
  const checked = check(spec, value)
  if (!checked.ok) return checked
  return special ? { ...checked, note: special.note } : checked
}

function check(spec: KeySpec<unknown>, value: unknown): Converted {
  if (value === null || value === undefined) return { ok: false, empty: true }
  if (typeof value === 'string') {
    if (value.trim() === '' && spec.kind !== 'string') return { ok: false, empty: true }
    // NotionNext's Giscus flags are '1' / '0'.
    if (spec.kind === 'boolean' && (value === '1' || value === '0'))
      return { ok: true, value: value === '1' }
    return result(checkConfigValue(spec, coerceConfigString(value), value))
  }
  if (spec.kind === 'string' && (typeof value === 'number' || typeof value === 'boolean'))
    return { ok: true, value: String(value) }
  if (spec.kind === 'list' && Array.isArray(value))
    // NotionNext's empty lists are [''].
    return result(
      checkConfigValue(
        spec,
        value.filter((item) => item !== '')
      )
    )
  return result(checkConfigValue(spec, value))
}

function result(checked: ReturnType<typeof checkConfigValue>): Converted {
  return checked.ok
    ? { ok: true, value: checked.value }
    : { ok: false, empty: false, reason: checked.reason }
}

/** The text of a setting's value in a .env file: lists comma-separated when they can be. */
export function envTextOf(spec: KeySpec<unknown>, value: unknown): string {
  if (typeof value === 'string') return value
  if (spec.kind === 'list' && Array.isArray(value) && value.every((v) => !String(v).includes(',')))
    return value.join(',')
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  return JSON.stringify(value)
}

export const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)
