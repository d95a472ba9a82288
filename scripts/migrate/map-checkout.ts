/**
 * A NotionNext checkout's settings as NotionPress settings: what is written, what already is
 * NotionPress's default, what has no equivalent and why, and what each .env name means here.
 * NotionNext's own rule decides a value: an environment variable its file reads, when set,
 * else the file's value.
 */
import { NOTIONNEXT_ENV_NAMES } from '../../conf/notionnext-env'
import { envNamesOf } from '../../lib/config/resolve-keys'
import { convertValue, envTextOf, sameValue } from './convert-value'
import type { Checkout, EnvEntry, FileEntry } from './read-checkout'
import { settingNamed, settingOfKey, type Setting } from './settings-index'
import { unmappedReason } from './unmapped-reasons'

export interface Written {
  key: string
  /** The environment variable written: the first name NotionPress reads the key from. */
  envName: string
  /** The text written after `KEY=`. */
  text: string
  secret: boolean
  /** NotionNext's name when it differs, and where the value came from. */
  name: string
  from: string
  note?: string
}

export interface Migration {
  written: Written[]
  defaults: { key: string; name: string; from: string }[]
  unmapped: { name: string; from: string; why: string }[]
  envNames: { file: string; line: number; name: string; meaning: string }[]
}

interface Candidate {
  name: string
  from: string
  setting: Setting | null
  raw: FileEntry['value']
  theme?: string
}

const SECRET_NAME = /TOKEN|SECRET|PASSWORD|API_KEY|_KEY$/

export function mapCheckout(checkout: Checkout): Migration {
  const candidates = new Map<string, Candidate>()
  const readers = new Map<string, string[]>()
  for (const entry of expand(checkout.entries)) {
    const from = `${entry.file}:${entry.line}`
    const setting = settingNamed(entry.key, entry.theme)
    const id = setting?.key ?? `?${entry.key}`
    candidates.set(id, { name: entry.key, from, setting, raw: entry.value, theme: entry.theme })
    for (const envName of entry.value.env)
      readers.set(envName, [...(readers.get(envName) ?? []), id])
  }

  const envNames: Migration['envNames'] = []
  const seen = new Set<string>()
  for (const env of checkout.env) {
    const ids = readers.get(env.name) ?? fallbackIds(env.name)
    envNames.push({
      file: env.file,
      line: env.line,
      name: env.name,
      meaning: meaningOf(env, ids, seen)
    })
    if (!env.used || seen.has(env.name) || env.value === '') continue
    seen.add(env.name)
    // A variable for a setting NotionPress has not changes nothing: the .env section says so.
    for (const id of ids.filter((i) => !i.startsWith('?'))) {
      const current = candidates.get(id)
      const setting = current?.setting ?? settingOfKey(id)
      // The file's value stays when an earlier (stronger) variable already set this key.
      if (current?.from.startsWith('.env')) continue
      candidates.set(id, {
        name: env.name,
        from: `${env.file}:${env.line}`,
        setting,
        raw: { ok: true, value: env.value, env: [] }
      })
    }
  }

  const migration: Migration = { written: [], defaults: [], unmapped: [], envNames }
  for (const candidate of candidates.values()) place(candidate, migration)
  migration.written.sort((a, b) => a.key.localeCompare(b.key))
  return migration
}

/** NotionNext's NOTION_PROPERTY_NAME object is one setting per column here. */
function expand(entries: FileEntry[]): FileEntry[] {
  return entries.flatMap((entry) => {
    const { value } = entry
    if (entry.key !== 'NOTION_PROPERTY_NAME' || !value.ok || typeof value.value !== 'object')
      return [entry]
    return Object.entries(value.value ?? {}).map(([column, text]) => ({
      ...entry,
      key: `NOTION_PROPERTY_${column.toUpperCase()}`,
      value: {
        ok: true as const,
        value: text,
        env: [`NEXT_PUBLIC_NOTION_PROPERTY_${column.toUpperCase()}`]
      }
    }))
  })
}

/** For a variable no parsed file reads: NotionNext's other names, or NEXT_PUBLIC_<KEY> / <KEY>. */
function fallbackIds(envName: string): string[] {
  const key =
    NOTIONNEXT_ENV_NAMES[envName] ?? settingNamed(envName.replace(/^NEXT_PUBLIC_/, ''))?.key ?? null
  return key ? [key] : []
}

function meaningOf(env: EnvEntry, ids: string[], seen: Set<string>): string {
  const keys = ids.filter((id) => !id.startsWith('?'))
  const unmapped = ids.filter((id) => id.startsWith('?')).map((id) => id.slice(1))
  const parts: string[] = []
  if (keys.length) {
    const alias = NOTIONNEXT_ENV_NAMES[env.name]
    const also = alias
      ? " (NotionNext's name: NotionPress reads it too, with a notice)"
      : keys.some((k) => env.name === k || env.name === `NEXT_PUBLIC_${k}`)
        ? ' (NotionPress reads it as is)'
        : ''
    parts.push(`sets ${keys.join(', ')}${also}`)
  }
  if (unmapped.length)
    parts.push(`read by NotionNext for ${unmapped.join(', ')}, which NotionPress has not`)
  if (!parts.length) parts.push("not read by NotionNext's config files: left alone")
  if (!env.used) parts.push(`not used: NotionNext's production build does not load ${env.file}`)
  else if (seen.has(env.name)) parts.push('not used: set in a stronger .env file too')
  else if (env.value === '') parts.push('empty: not used')
  return parts.join('; ')
}

function place(candidate: Candidate, migration: Migration) {
  const { name, from, setting, raw } = candidate
  if (!setting) {
    migration.unmapped.push({
      name,
      from,
      why: unmappedReason(name) ?? 'unknown: NotionPress has no setting of this name'
    })
    return
  }
  const { key, spec } = setting
  if (!raw.ok) {
    migration.unmapped.push({ name, from, why: `its value is ${raw.why}: set ${key} by hand` })
    return
  }
  const converted = convertValue(key, spec, raw.value)
  if (!converted.ok) {
    if (converted.empty) migration.defaults.push({ key, name, from })
    else
      migration.unmapped.push({
        name,
        from,
        why: `${key} refuses the value ${JSON.stringify(raw.value)}: ${converted.reason}`
      })
    return
  }
  if (sameValue(converted.value, spec.default)) {
    migration.defaults.push({ key, name, from })
    return
  }
  migration.written.push({
    key,
    envName: envNamesOf(key, spec)[0] ?? key,
    text: envTextOf(spec, converted.value),
    secret: spec.secret || SECRET_NAME.test(key),
    name,
    from,
    ...(converted.note ? { note: converted.note } : {})
  })
}
