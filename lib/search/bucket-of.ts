/** Which shard holds a key: FNV-1a over its UTF-16 units, the same in Node and every browser. */
export function bucketOf(key: string, buckets: number): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash % buckets
}

/** Posts per shard bucket: about this many, so a shard stays a few KiB whatever the site's size. */
const POSTS_PER_BUCKET = 10

/** Shard count for a site: grows with it, between 16 and 1024. */
export const bucketCount = (docs: number): number =>
  Math.min(1024, Math.max(16, Math.ceil(docs / POSTS_PER_BUCKET)))
