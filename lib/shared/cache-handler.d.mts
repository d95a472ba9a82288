import type {
  CacheHandler,
  CacheHandlerContext,
  CacheHandlerValue
} from 'next/dist/server/lib/incremental-cache'

export declare const encodeEntry: (entry: CacheHandlerValue) => string
export declare const decodeEntry: (raw: string) => CacheHandlerValue

export default class NotionPressCacheHandler implements CacheHandler {
  constructor(ctx: CacheHandlerContext)
  get: CacheHandler['get']
  set: CacheHandler['set']
  revalidateTag: CacheHandler['revalidateTag']
  resetRequestCache: CacheHandler['resetRequestCache']
}
