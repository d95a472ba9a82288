import { NOTIONNEXT_ENV_NAMES, notionNextEnvNamesOf } from '../../conf/notionnext-env'
import { log } from '../log'
import { OwnerError } from '../owner-error'
import { checkConfigValue, coerceConfigString } from './coerce'
import type { KeyMap, KeySpec } from './define'

export class ConfigError extends OwnerError {
  override name = 'ConfigError'
}

export type ConfigOrigin = 'file' | 'env' | 'notion'

/** Which keys the Notion Config table may set when a key does not say. */
export interface NotionRule {
  /** For keys without their own `notion` flag: site keys false, theme keys true. */
  byDefault: boolean
  /** ALLOW_NOTION_SCRIPTS from the file config or environment. */
  scriptsAllowed: boolean
}

export interface ConfigSources {
  /** Environment variables; a key is read as KEY, NEXT_PUBLIC_KEY (NotionNext's) or an alias. */
  env?: Readonly<Record<string, string | undefined>>
  /** Enabled rows of the Notion Config table, name to text value. */
  notion?: Readonly<Record<string, string>>
}

export interface Resolved {
  values: Record<string, unknown>
  origin: Record<string, ConfigOrigin>
}

/**
 * The environment variables a key is read from, first found wins: its name, then its aliases,
 * each bare and as NotionNext's NEXT_PUBLIC_ variable (an alias may be another theme's own key,
 * as NOBELIUM_MENU_TAG is for plog, and reaches both themes under either spelling), then
 * NotionNext's other names for it (conf/notionnext-env.ts). A secret is never read from a
 * NEXT_PUBLIC_ name: Next.js inlines those into browser code wherever they are referenced.
 */
export function envNamesOf(name: string, spec: KeySpec<unknown>): readonly string[] {
  const own = spec.env ?? [name, ...(spec.aliases ?? [])].flatMap((n) => [n, `NEXT_PUBLIC_${n}`])
  const names = [...new Set([...own, ...notionNextEnvNamesOf(name)])]
  return spec.secret ? names.filter((n) => !n.startsWith('NEXT_PUBLIC_')) : names
}

/** How to fix a bad value of a key set through `envName`, for its error line. */
function envFix(name: string, envName: string, spec: KeySpec<unknown>): string {
  const range =
    spec.min !== undefined || spec.max !== undefined
      ? ` from ${spec.min ?? '-∞'} to ${spec.max ?? '∞'}`
      : ''
  const expected = {
    string: 'text',
    number: `a number${range}`,
    boolean: 'true or false',
    enum: `one of ${spec.options?.join(', ')}`,
    list: 'comma-separated text or a JSON array of text',
    json: `JSON like ${JSON.stringify(spec.default)}`
  }[spec.kind]
  const fallback = JSON.stringify(spec.default)
  return `set ${envName} to ${expected}, or unset it to keep ${name}'s default ${fallback}`
}

/**
 * Resolve a set of keys: file defaults, then env, then the Notion Config table. A bad value in
 * the file or env throws (the build stops and says which key and where); a bad value from
 * Notion is logged and ignored, so one typo in Notion cannot break every deploy.
 */
export function resolveKeys(
  keys: KeyMap,
  sources: ConfigSources,
  fileOf: (name: string) => string,
  rule: NotionRule = { byDefault: false, scriptsAllowed: false }
): Resolved {
  const values: Record<string, unknown> = {}
  const origin: Record<string, ConfigOrigin> = {}
  for (const [name, spec] of Object.entries(keys)) {
    const fromFile = checkConfigValue(spec, spec.default)
    if (!fromFile.ok)
      throw new ConfigError(
        `${name} in ${fileOf(name)}: ${fromFile.reason}. Fix: correct its default in ${fileOf(name)}`
      )
    values[name] = fromFile.value
    origin[name] = 'file'

    if (spec.secret && sources.env?.[`NEXT_PUBLIC_${name}`])
      log.warnOnce(
        `config:public-secret:${name}`,
        `NEXT_PUBLIC_${name} is set but never read: a NEXT_PUBLIC_ variable can reach the browser. Rename it to ${name} and rotate the secret if it was ever built into a page.`
      )
    const envName = envNamesOf(name, spec).find((n) => sources.env?.[n])
    const envText = envName ? sources.env?.[envName] : undefined
    if (envName && envText !== undefined && NOTIONNEXT_ENV_NAMES[envName] === name)
      log.warnOnce(
        `config:notionnext-env:${envName}`,
        `environment: ${envName} is NotionNext's name for ${name}; read as ${name}. Rename it to ${name}`
      )
    if (envText !== undefined) {
      const checked = checkConfigValue(spec, coerceConfigString(envText), envText)
      if (checked.ok) {
        values[name] = checked.value
        origin[name] = 'env'
      } else if (spec.invalid) log.warnOnce(`config:invalid:${name}`, spec.invalid(envText))
      else
        throw new ConfigError(
          `${name} from env ${envName}: ${checked.reason}. Fix: ${envFix(name, envName ?? name, spec)}`
        )
    }
    applyNotion(name, spec, sources.notion ?? {}, values, origin, notionMay(spec, rule))
  }
  return { values, origin }
}

/** Whether the Notion Config table may set a key under `rule`. */
export function notionMay(spec: KeySpec<unknown>, rule: NotionRule): boolean | 'scripts' {
  if (spec.secret) return false
  if (spec.notion === 'scripts') return rule.scriptsAllowed || 'scripts'
  return spec.notion ?? rule.byDefault
}

function applyNotion(
  name: string,
  spec: KeySpec<unknown>,
  rows: Readonly<Record<string, string>>,
  values: Record<string, unknown>,
  origin: Record<string, ConfigOrigin>,
  may: boolean | 'scripts'
) {
  // The key's own name wins over its aliases: apply aliases first.
  for (const rowName of [...(spec.aliases ?? []), name]) {
    const text = rows[rowName]
    if (text === undefined) continue
    if (may === 'scripts') {
      log.warnOnce(
        `config:scripts:${rowName}`,
        `Notion Config table: ${rowName} loads code into every page and is ignored; to let the Notion table set it, set ALLOW_NOTION_SCRIPTS=true in the environment or blog.config`
      )
      continue
    }
    if (!may) {
      log.warnOnce(
        `config:refused:${rowName}`,
        `Notion Config table: ${rowName} cannot be set from Notion (ids, URLs, the data model, security and build settings are set in the file config or environment), ignored`
      )
      continue
    }
    const checked = checkConfigValue(spec, coerceConfigString(text), text)
    if (!checked.ok) {
      log.warn(
        spec.invalid
          ? spec.invalid(text)
          : `Notion Config table: ${rowName}: ${checked.reason}; keeping the ${origin[name]} value ${JSON.stringify(values[name])}`
      )
      continue
    }
    values[name] = checked.value
    origin[name] = 'notion'
  }
}

/** Names a set of keys answers to, aliases included (to spot unknown Notion rows). */
export function namesOf(keys: KeyMap): string[] {
  return Object.entries(keys).flatMap(([name, spec]) => [name, ...(spec.aliases ?? [])])
}
