import { headerOf, type HeaderBag } from '@/lib/security/request-headers'

export type JsonBody =
  { kind: 'json'; value: unknown } | { kind: 'too-large' } | { kind: 'bad-json' }

export type RawBody = { kind: 'raw'; bytes: Buffer } | { kind: 'too-large' } | { kind: 'failed' }

/** Whether the request says its body is JSON (`Content-Type: application/json`, any charset). */
export const isJsonRequest = (headers: HeaderBag) =>
  headerOf(headers, 'content-type').split(';')[0]?.trim().toLowerCase() === 'application/json'

/**
 * A request body as bytes, at most `maxBytes`: a larger declared length is refused before
 * reading, and reading stops as soon as the body grows past it.
 */
export async function readRawBody(
  request: AsyncIterable<Buffer | string> & { headers: HeaderBag },
  maxBytes: number
): Promise<RawBody> {
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
  } catch {
    return { kind: 'failed' }
  }
  return { kind: 'raw', bytes: Buffer.concat(chunks) }
}

/** Bytes as JSON; bad-json when they are not. */
export function parseJson(bytes: Buffer): JsonBody {
  try {
    return { kind: 'json', value: JSON.parse(bytes.toString('utf8')) as unknown }
  } catch {
    return { kind: 'bad-json' }
  }
}

/** A request body read as JSON, at most `maxBytes` (readRawBody). */
export async function readJsonBody(
  request: AsyncIterable<Buffer | string> & { headers: HeaderBag },
  maxBytes: number
): Promise<JsonBody> {
  const raw = await readRawBody(request, maxBytes)
  if (raw.kind === 'too-large') return raw
  if (raw.kind === 'failed') return { kind: 'bad-json' }
  return parseJson(raw.bytes)
}
