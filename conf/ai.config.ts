import { key } from './key'

const server = { notion: false } as const

/**
 * The AI summary card atop each article, written at build (and regeneration) time by a service
 * the owner chooses. Server-only: the key never reaches the browser; only the summary does.
 */
export const aiKeys = {
  AI_SUMMARY_API: key.string(
    '',
    'Summary service: an OpenAI-compatible base URL (…/v1) or its …/chat/completions URL, or a NotionNext-style endpoint answering {summary} to {token, content}. Empty: no summaries.',
    server
  ),
  AI_SUMMARY_KEY: key.string('', 'API key of the summary service (Bearer token).', {
    secret: true
  }),
  AI_SUMMARY_MODEL: key.string(
    'gpt-4o-mini',
    'Model asked by an OpenAI-compatible summary service.',
    server
  ),
  AI_SUMMARY_CACHE_TIME: key.number(1800, 'Seconds a summary is reused before it is asked again.', {
    ...server,
    min: 0,
    max: 31_536_000
  }),
  AI_SUMMARY_WORD_LIMIT: key.number(1000, 'Words of an article sent (CJK: characters).', {
    ...server,
    min: 50,
    max: 20_000
  })
}
