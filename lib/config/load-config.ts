import { avatarOf } from './avatar'
import { PUBLIC_SLICES, SERVER_SLICES, publicSchema, schema } from '../../blog.config'
import { log } from '../log'
import type { KeyMap } from './define'
import {
  envNamesOf as envNamesOfSpec,
  namesOf,
  resolveKeys,
  type ConfigSources
} from './resolve-keys'
import type { ConfigKey, ConfigOrigin, PublicConfig, SiteConfig } from './types'

export { ConfigError, type ConfigSources } from './resolve-keys'

export interface LoadedConfig {
  config: SiteConfig
  origin: Readonly<Record<ConfigKey, ConfigOrigin>>
}

export interface LoadOptions {
  /** Names owned by other key sets (themes): not reported as unknown. */
  knownElsewhere?: (name: string) => boolean
}

const fileOfKey: Record<string, string> = Object.fromEntries(
  Object.entries({ ...PUBLIC_SLICES, ...SERVER_SLICES }).flatMap(([file, slice]) =>
    Object.keys(slice).map((name) => [name, file])
  )
)
const siteNames = new Set(namesOf(schema as KeyMap))

/** Every site setting: file defaults, then env, then the Notion Config table (resolve-keys.ts). */
export function loadConfig(sources: ConfigSources = {}, options: LoadOptions = {}): LoadedConfig {
  // Whether Notion may set script-loading keys is itself never Notion's to decide.
  const scriptsAllowed = resolveKeys(
    { ALLOW_NOTION_SCRIPTS: schema.ALLOW_NOTION_SCRIPTS } as KeyMap,
    { env: sources.env },
    () => 'conf/build.config.ts'
  ).values.ALLOW_NOTION_SCRIPTS
  const { values, origin } = resolveKeys(schema as KeyMap, sources, (n) => fileOfKey[n] ?? '', {
    byDefault: false,
    scriptsAllowed: scriptsAllowed === true
  })
  for (const name of Object.keys(sources.notion ?? {})) {
    if (siteNames.has(name) || options.knownElsewhere?.(name)) continue
    log.warnOnce(`config:unknown:${name}`, `Notion Config table: unknown setting ${name}, ignored`)
  }
  values.AVATAR = avatarOf(String(values.AVATAR ?? ''), String(values.CONTACT_EMAIL ?? ''))
  return {
    config: Object.freeze(values) as SiteConfig,
    origin: origin as LoadedConfig['origin']
  }
}

/** The environment variables a site setting is read from, first found wins. */
export function envNamesOf(name: ConfigKey): readonly string[] {
  return envNamesOfSpec(name, (schema as KeyMap)[name]!)
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
