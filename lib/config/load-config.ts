import { PUBLIC_SLICES, SERVER_SLICES, publicSchema, schema } from '../../blog.config'
import { log } from '../log'
import { checkConfigValue, coerceConfigString } from './coerce'
import type { KeySpec } from './define'
import type { ConfigKey, ConfigOrigin, PublicConfig, SiteConfig } from './types'

export class ConfigError extends Error {
  override name = 'ConfigError'
}

export interface ConfigSources {
  /** Environment variables; a key is read as KEY or, for NotionNext users, NEXT_PUBLIC_KEY. */
  env?: Readonly<Record<string, string | undefined>>
  /** Enabled rows of the Notion Config table, name to text value. */
  notion?: Readonly<Record<string, string>>
}

export interface LoadedConfig {
  config: SiteConfig
  origin: Readonly<Record<ConfigKey, ConfigOrigin>>
}

const keys = Object.keys(schema) as ConfigKey[]
const specOf = (name: ConfigKey) => schema[name] as KeySpec<unknown>

/**
 * Resolve every setting: file defaults, then env, then the Notion Config table. A bad value in
 * the file or env throws (the build stops and says which key and where); a bad value from
 * Notion is logged and ignored, so one typo in Notion cannot break every deploy.
 */
export function loadConfig(sources: ConfigSources = {}): LoadedConfig {
  const values: Record<string, unknown> = {}
  const origin: Record<string, ConfigOrigin> = {}
  for (const name of keys) {
    const spec = specOf(name)
    const fromFile = checkConfigValue(spec, spec.default)
    if (!fromFile.ok) throw new ConfigError(`${name} in ${fileOf(name)}: ${fromFile.reason}`)
    values[name] = fromFile.value
    origin[name] = 'file'

    const envName = envNamesOf(name).find((n) => sources.env?.[n])
    const envText = envName ? sources.env?.[envName] : undefined
    if (envText !== undefined) {
      const checked = checkConfigValue(spec, coerceConfigString(envText), envText)
      if (!checked.ok) throw new ConfigError(`${name} from env ${envName}: ${checked.reason}`)
      values[name] = checked.value
      origin[name] = 'env'
    }
  }
  applyNotion(sources.notion ?? {}, values, origin)
  return { config: Object.freeze(values) as SiteConfig, origin: origin as LoadedConfig['origin'] }
}

function applyNotion(
  rows: Readonly<Record<string, string>>,
  values: Record<string, unknown>,
  origin: Record<string, ConfigOrigin>
) {
  for (const [name, text] of Object.entries(rows)) {
    if (!(name in schema)) {
      log.warnOnce(
        `config:unknown:${name}`,
        `Notion Config table: unknown setting ${name}, ignored`
      )
      continue
    }
    const spec = specOf(name as ConfigKey)
    if (!spec.notion) {
      log.warn(`Notion Config table: ${name} cannot be set from Notion, ignored`)
      continue
    }
    const checked = checkConfigValue(spec, coerceConfigString(text), text)
    if (!checked.ok) {
      log.warn(`Notion Config table: ${name}: ${checked.reason}; keeping ${origin[name]} value`)
      continue
    }
    values[name] = checked.value
    origin[name] = 'notion'
  }
}

/** The part of the config the browser may see. */
export function publicConfigOf(config: SiteConfig): PublicConfig {
  const picked: Record<string, unknown> = {}
  for (const name of Object.keys(publicSchema)) picked[name] = config[name as ConfigKey]
  return picked as PublicConfig
}

let fromEnv: SiteConfig | undefined
/** File + env settings of this process, before Notion's table is read (build switches, ids). */
export function envConfig(): SiteConfig {
  fromEnv ??= loadConfig({ env: process.env }).config
  return fromEnv
}

/** The environment variables a key is read from, first found wins. */
export function envNamesOf(name: ConfigKey): readonly string[] {
  return specOf(name).env ?? [name, `NEXT_PUBLIC_${name}`]
}

const fileOfKey: Record<string, string> = Object.fromEntries(
  Object.entries({ ...PUBLIC_SLICES, ...SERVER_SLICES }).flatMap(([file, slice]) =>
    Object.keys(slice).map((name) => [name, file])
  )
)

function fileOf(name: ConfigKey): string {
  return fileOfKey[name] ?? 'blog.config.ts'
}
