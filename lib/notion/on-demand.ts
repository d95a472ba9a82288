import { envConfig } from '@/lib/config/load-config'

/**
 * For an on-demand revalidation (the route calling `res.revalidate(path)`), on every instance:
 *
 *   await forgetSharedNotionReads(rootPageId)   // before res.revalidate
 *   await res.revalidate(path)
 *
 * With REDIS_URL set the regenerated page goes through the Redis cache handler, so every instance
 * serves it from its next visit: nothing is sent to the other instances. This call drops the
 * database read another instance shared in the last second, so the regeneration reads Notion
 * itself and shows an edit made just before. Without REDIS_URL it does nothing and loads no
 * Redis code; it never throws because of Redis.
 */
export async function forgetSharedNotionReads(rootPageId: string): Promise<void> {
  const config = envConfig()
  if (!config.REDIS_URL) return
  const { processNotionSharing } = await import('@/lib/notion/notion-sharing')
  await processNotionSharing(config.REDIS_URL, config.REDIS_KEY_PREFIX).forget(rootPageId)
}
