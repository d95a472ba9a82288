import { headerOf, type HeaderBag } from '@/lib/security/request-headers'

export type JsonBody =
  { kind: 'json'; value: unknown } | { kind: 'too-large' } | { kind: 'bad-json' }

/** Whether the request says its body is JSON (`Content-Type: application/json`, any charset). */
export const isJsonRequest = (headers: HeaderBag) =>
  headerOf(headers, 'content-type').split(';')[0]?.trim().toLowerCase() === 'application/json'

/**
 * A request body read as JSON, at most `maxBytes`: a larger declared length is refused before
 * reading, and reading stops as soon as the body grows past it.
 */
export async function readJsonBody(
  request: AsyncIterable<Buffer | string> & { headers: HeaderBag },
  maxBytes: number
): Promise<JsonBody> {
  if (Number(headerOf(request.headers, 'content-length')) > maxBytes) return { kind: 'too-large' }
  const chunks: Buffer[] = []
  let size = 0
  try {
    for await (const chunk of request) {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk
      size += bytes.length
      if (size > maxBytes) return { kind: 'too-large' }
      chunks.push(bytes)
    }
    return { kind: 'json', value: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown }
  } catch {
    return { kind: 'bad-json' }
  }
}
