/**
 * The vocabulary for declaring configuration keys. Every key of the site is declared once in
 * `conf/*.config.ts` with one of these helpers: its type, default, a one-line description and
 * where it may come from. Whether a key reaches the browser is decided by the slice it is in
 * (`blog.config.ts` composes public and server-only slices), so no key can be public by accident.
 */
export type KeyKind = 'string' | 'enum' | 'number' | 'boolean' | 'list' | 'json'

export interface KeyFlags {
  /**
   * Whether the Notion Config table may override it. Opt-in: anyone who can edit the workspace
   * can write that table, so only content and look keys say yes; the data model, security, URLs,
   * ids, tokens and build switches never do. 'scripts': only when the file config or environment
   * sets ALLOW_NOTION_SCRIPTS (keys that load code into every page). Unset: the key set's rule
   * (site keys no, theme keys yes).
   */
  notion?: boolean | 'scripts'
  /** Smallest and largest value of a number key, whatever its source. */
  min?: number
  max?: number
  /** Never printed or logged (tokens). Implies not overridable from Notion. */
  secret?: boolean
  /** Environment variable names read for it; default KEY, then NEXT_PUBLIC_KEY (NotionNext's). */
  env?: readonly string[]
  /** Older names accepted from env and Notion, weaker than the key's own name (NOBELIUM_* for plog). */
  aliases?: readonly string[]
  /** Makes a bad env value non-fatal: this warning is logged and the default kept. */
  invalid?: (raw: string) => string
}

export interface KeySpec<T> {
  kind: KeyKind
  default: T
  doc: string
  /** See KeyFlags.notion; undefined is the key set's rule. */
  notion?: boolean | 'scripts'
  secret: boolean
  min?: number
  max?: number
  env?: readonly string[]
  aliases?: readonly string[]
  invalid?: (raw: string) => string
  /** Allowed values of an `enum` key. */
  options?: readonly string[]
  /** Extra check of a `json` key's parsed value. */
  validate?: (value: unknown) => value is T
}

function spec<T>(kind: KeyKind, value: T, doc: string, flags: KeyFlags = {}): KeySpec<T> {
  const secret = flags.secret ?? false
  const notion = secret ? false : flags.notion
  return {
    kind,
    default: value,
    doc,
    ...(notion !== undefined ? { notion } : {}),
    secret,
    ...(flags.min !== undefined ? { min: flags.min } : {}),
    ...(flags.max !== undefined ? { max: flags.max } : {}),
    ...(flags.env ? { env: flags.env } : {}),
    ...(flags.aliases ? { aliases: flags.aliases } : {}),
    ...(flags.invalid ? { invalid: flags.invalid } : {})
  }
}

export const key = {
  string: (value: string, doc: string, flags?: KeyFlags) => spec('string', value, doc, flags),
  number: (value: number, doc: string, flags?: KeyFlags) => spec('number', value, doc, flags),
  boolean: (value: boolean, doc: string, flags?: KeyFlags) => spec('boolean', value, doc, flags),
  list: (value: readonly string[], doc: string, flags?: KeyFlags) =>
    spec<readonly string[]>('list', value, doc, flags),
  enum<const O extends readonly string[]>(
    options: O,
    value: O[number],
    doc: string,
    flags?: KeyFlags
  ): KeySpec<O[number]> {
    return { ...spec<O[number]>('enum', value, doc, flags), options }
  },
  json<T>(
    value: T,
    doc: string,
    validate: (value: unknown) => value is T,
    flags?: KeyFlags
  ): KeySpec<T> {
    return { ...spec('json', value, doc, flags), validate }
  }
}

export type KeyMap = Record<string, KeySpec<unknown>>

/** The value type of every key of a schema. */
export type ValuesOf<S extends KeyMap> = { [K in keyof S]: S[K]['default'] }
