import { createHash } from 'node:crypto'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { CONSTANTS } from '@/conf/constants'
import type { SiteConfig } from '@/lib/config/types'
import { firstWords, pageText } from '@/lib/content/word-count'
import type { SitePost } from '@/lib/content/site-types'
import { requestSummary } from '@/lib/ai/summary-request'
import { log } from '@/lib/log'

type SummaryConfig = Pick<
  SiteConfig,
  | 'AI_SUMMARY_API'
  | 'AI_SUMMARY_KEY'
  | 'AI_SUMMARY_MODEL'
  | 'AI_SUMMARY_CACHE_TIME'
  | 'AI_SUMMARY_WORD_LIMIT'
  | 'LANG'
>

export interface AiSummaryDeps {
  /** Where answers are kept between builds and regenerations; default ./cache/ai-summary. */
  cacheDir?: string
  now?: () => number
  fetchImpl?: typeof fetch
  timeoutMs?: number
}

interface CacheEntry {
  summary: string
  savedAt: number
}

const DEFAULT_DIR = path.join(/*turbopackIgnore: true*/ process.cwd(), 'cache', 'ai-summary')

// Requests in flight, per cache key (a page rendered twice at once asks once), and a small
// queue so a build of many posts never floods the service.
const inFlight = new Map<string, Promise<string | null>>()
let running = 0
const waiting: (() => void)[] = []

async function slot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= CONSTANTS.AI_SUMMARY_CONCURRENCY)
    await new Promise<void>((resolve) => waiting.push(resolve))
  running += 1
  try {
    return await work()
  } finally {
    running -= 1
    waiting.shift()?.()
  }
}

const sha = (text: string) => createHash('sha256').update(text).digest('hex')

async function readEntry(file: string): Promise<CacheEntry | null> {
  try {
    const entry = JSON.parse(await readFile(file, 'utf8')) as Partial<CacheEntry>
    return typeof entry.summary === 'string' && typeof entry.savedAt === 'number'
      ? { summary: entry.summary, savedAt: entry.savedAt }
      : null
  } catch {
    return null
  }
}

async function writeEntry(file: string, entry: CacheEntry): Promise<void> {
  try {
    await mkdir(path.dirname(file), { recursive: true })
    const temp = `${file}.${process.pid}.tmp`
    await writeFile(temp, JSON.stringify(entry))
    await rename(temp, file)
  } catch (error) {
    log.warnOnce('ai-summary-cache', `AI summary: cannot keep answers on disk (${String(error)})`)
  }
}

/** Whether a post may be sent at all: a locked post's text never leaves the server. */
const sendable = (post: SitePost) => !post.locked && !post.password && post.recordMap !== null

/**
 * The AI summary of a post, or null: none configured, a locked post, no text, or a service that
 * failed or was too slow (a warning, never a failed build). An answer is reused for
 * AI_SUMMARY_CACHE_TIME seconds while the text it summarises is unchanged; after that it is asked
 * again, and kept if the service fails.
 */
export async function aiSummaryOf(
  post: SitePost,
  config: SummaryConfig,
  deps: AiSummaryDeps = {}
): Promise<string | null> {
  if (!config.AI_SUMMARY_API || !sendable(post) || !post.recordMap) return null
  const text = firstWords(pageText(post.recordMap, post.id), config.AI_SUMMARY_WORD_LIMIT).trim()
  if (!text) return null
  const key = sha(
    [config.AI_SUMMARY_API, config.AI_SUMMARY_MODEL, config.LANG, post.title, text].join('\n')
  )
  const pending = inFlight.get(key)
  if (pending) return pending
  const work = summarise(post, text, key, config, deps).finally(() => inFlight.delete(key))
  inFlight.set(key, work)
  return work
}

async function summarise(
  post: SitePost,
  text: string,
  key: string,
  config: SummaryConfig,
  deps: AiSummaryDeps
): Promise<string | null> {
  const now = deps.now ?? Date.now
  const file = path.join(/*turbopackIgnore: true*/ deps.cacheDir ?? DEFAULT_DIR, `${key}.json`)
  const cached = await readEntry(file)
  if (cached && now() - cached.savedAt < config.AI_SUMMARY_CACHE_TIME * 1000) return cached.summary
  const answer = await slot(() =>
    requestSummary({
      api: config.AI_SUMMARY_API,
      key: config.AI_SUMMARY_KEY,
      model: config.AI_SUMMARY_MODEL,
      lang: config.LANG,
      title: post.title,
      text,
      signal: AbortSignal.timeout(deps.timeoutMs ?? CONSTANTS.AI_SUMMARY_TIMEOUT_MS),
      ...(deps.fetchImpl ? { fetchImpl: deps.fetchImpl } : {})
    })
  )
  if (answer instanceof Error) {
    log.warn(`AI summary of "${post.title}" skipped: ${answer.message}`)
    return cached?.summary ?? null
  }
  await writeEntry(file, { summary: answer, savedAt: now() })
  return answer
}
