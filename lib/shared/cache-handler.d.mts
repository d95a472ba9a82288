/** Next's cache handler interface, as this handler uses it (Next's own types are internal). */
export interface CacheHandlerEntry {
  lastModified: number
  value: unknown
  cacheControl?: { revalidate: number | false; expire?: number }
}

export declare const encodeEntry: (entry: CacheHandlerEntry) => string
export declare const decodeEntry: (raw: string) => CacheHandlerEntry

export default class NotionPressCacheHandler {
  constructor(ctx: { serverDistDir?: string; [key: string]: unknown })
  get(key: string, ctx: unknown): Promise<CacheHandlerEntry | null>
  set(key: string, data: unknown, ctx: unknown): Promise<void>
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>
  resetRequestCache(): void
}
