import { key } from './key'

/**
 * Several server instances sharing one Redis (docs/deploy.md, "Several instances"). Server-only;
 * read from the environment by the server and by the cache handler Next loads at start.
 */
export const redisKeys = {
  REDIS_URL: key.string(
    '',
    'Server mode: Redis shared by several instances (`redis://[:password@]host:6379/0`): their page cache, the Notion data kept between windows and one Notion request budget. Read when the server starts: one build serves alone or shared. Empty: each instance keeps its own, and no Redis code is loaded.',
    { secret: true }
  ),
  REDIS_KEY_PREFIX: key.string(
    'notionpress',
    'Prefix of every Redis key this site writes; give each site sharing one Redis its own.'
  )
}
