/** Next's cache handler interface, as this handler uses it (Next's own types are internal). */
export interface CacheHandlerEntry {
  lastModified: number
  value: unknown
  cacheControl?: { revalidate: number | false; expire?: number }
}

export declare const encodeEntry: (entry: CacheHandlerEntry) => string
export declare const decodeEntry: (raw: string) => CacheHandlerEntry

export interface CacheHandlerOptions {
  /** Whether Next can write into this server folder of the build output. */
  canWrite?: (serverDistDir: string) => boolean
  /** The OS temp directory, where the overlay for a read-only build output goes. */
  tempDir?: string
}

export declare function canWriteBuildOutput(serverDistDir: string): boolean
export declare function createCacheHandler(
  options?: CacheHandlerOptions
): typeof NotionPressCacheHandler

declare class NotionPressCacheHandler {
  constructor(ctx: { serverDistDir?: string; [key: string]: unknown })
  get(key: string, ctx: unknown): Promise<CacheHandlerEntry | null>
  set(key: string, data: unknown, ctx: unknown): Promise<void>
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>
  resetRequestCache(): void
}

export default NotionPressCacheHandler
