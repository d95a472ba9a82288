/**
 * One request to the owner's summary service. Two protocols, told apart by the URL:
 * - OpenAI-compatible chat completions: a base URL ending in `/v1` (or any `/vN`) or the full
 *   `…/chat/completions` URL; Bearer key, `{ model, messages }`, the answer in
 *   `choices[0].message.content`.
 * - NotionNext's: any other URL; `{ token, content }` posted, `{ summary }` answered.
 */
export interface SummaryRequest {
  api: string
  key: string
  model: string
  /** The language the summary is written in (a BCP 47 tag such as en-US). */
  lang: string
  title: string
  text: string
  signal?: AbortSignal
  fetchImpl?: typeof fetch
}

/** Longest summary kept; a service that answers more is cut (plain text, shown as is). */
const MAX_SUMMARY_CHARS = 1200

export function chatCompletionsUrl(api: string): string | null {
  const url = api.replace(/\/+$/, '')
  if (/\/chat\/completions$/.test(url)) return url
  if (/\/v\d+$/.test(url)) return `${url}/chat/completions`
  return null
}

function instruction(lang: string): string {
  return `Summarise the following article in two or three sentences, in the language whose BCP 47 tag is ${lang}. Answer with the summary only, as plain text.`
}

function bodyOf(request: SummaryRequest, chatUrl: string | null): string {
  if (!chatUrl) return JSON.stringify({ token: request.key, content: request.text })
  return JSON.stringify({
    model: request.model,
    messages: [
      { role: 'system', content: instruction(request.lang) },
      { role: 'user', content: `${request.title}\n\n${request.text}` }
    ]
  })
}

function summaryIn(answer: unknown, chat: boolean): unknown {
  if (!answer || typeof answer !== 'object') return undefined
  if (!chat) return (answer as { summary?: unknown }).summary
  const choices = (answer as { choices?: unknown }).choices
  const first = Array.isArray(choices) ? (choices[0] as unknown) : undefined
  const message = first && typeof first === 'object' ? (first as { message?: unknown }).message : 0
  return message && typeof message === 'object'
    ? (message as { content?: unknown }).content
    : undefined
}

/** Plain, trimmed, bounded text: control characters out, whitespace runs folded. */
function cleanSummary(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const text = value.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '').replace(/\s+/g, ' ')
  const trimmed = text.trim().slice(0, MAX_SUMMARY_CHARS).trim()
  return trimmed || null
}

/** The summary, or an Error saying what went wrong (never throws). */
export async function requestSummary(request: SummaryRequest): Promise<string | Error> {
  const chatUrl = chatCompletionsUrl(request.api)
  const fetchImpl = request.fetchImpl ?? fetch
  try {
    const response = await fetchImpl(chatUrl ?? request.api, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(chatUrl && request.key ? { authorization: `Bearer ${request.key}` } : {})
      },
      body: bodyOf(request, chatUrl),
      ...(request.signal ? { signal: request.signal } : {})
    })
    if (!response.ok) return new Error(`the service answered ${response.status}`)
    const summary = cleanSummary(summaryIn(await response.json(), chatUrl !== null))
    return summary ?? new Error('the answer held no summary')
  } catch (error) {
    const name = error instanceof Error ? error.name : ''
    if (name === 'TimeoutError' || name === 'AbortError') return new Error('no answer in time')
    return new Error(error instanceof Error ? error.message : String(error))
  }
}
