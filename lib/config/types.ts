import type { publicSchema, schema } from '@/blog.config'
import type { ValuesOf } from '@/lib/config/define'

export type ConfigSchema = typeof schema
export type ConfigKey = keyof ConfigSchema
/** Every setting with its resolved value. Server-side only: it holds tokens. */
export type SiteConfig = Readonly<ValuesOf<ConfigSchema>>
/** The settings a browser may see, carried in page props. */
export type PublicConfig = Readonly<ValuesOf<typeof publicSchema>>
export type { ConfigOrigin } from '@/lib/config/resolve-keys'
