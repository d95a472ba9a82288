import { Readable } from 'node:stream'
import type { NextApiRequest, NextApiResponse } from 'next'

/** What an API route answered, as a fake response recorded it. */
export interface Answer {
  status?: number
  body?: unknown
  headers: Record<string, string>
  redirect?: { status: number; url: string }
  draftMode?: boolean
  revalidated: string[]
}

export interface CallInput {
  method?: string
  headers?: Record<string, string>
  body?: string | Buffer
  query?: Record<string, string>
  ip?: string
  /** What `res.revalidate(path)` does (Next regenerates the page); default: records the path. */
  revalidate?: (path: string) => Promise<void>
}

/**
 * Calls a pages-router API route outside Next: a request stream with headers and query (as Node
 * hands it with the body parser off) and a response that records status, headers, JSON,
 * redirects, draft mode and the paths given to `res.revalidate`.
 */
export async function callRoute(
  route: (req: NextApiRequest, res: NextApiResponse) => unknown,
  input: CallInput = {}
): Promise<Answer> {
  const { method = 'POST', headers = {}, body = '', query = {}, ip = '203.0.113.7' } = input
  const bytes = typeof body === 'string' ? Buffer.from(body) : body
  const req = Object.assign(Readable.from(bytes.length ? [bytes] : []), {
    method,
    headers: Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v])),
    query,
    socket: { remoteAddress: ip }
  })
  const answer: Answer = { headers: {}, revalidated: [] }
  const res = {
    status(code: number) {
      answer.status = code
      return res
    },
    setHeader(name: string, value: string) {
      answer.headers[name.toLowerCase()] = value
      return res
    },
    json(value: unknown) {
      answer.body = value
    },
    end(value?: unknown) {
      answer.body = value
    },
    redirect(status: number, url: string) {
      answer.redirect = { status, url }
    },
    setDraftMode({ enable }: { enable: boolean }) {
      answer.draftMode = enable
      return res
    },
    async revalidate(path: string) {
      answer.revalidated.push(path)
      await input.revalidate?.(path)
    }
  }
  await route(req as unknown as NextApiRequest, res as unknown as NextApiResponse)
  return answer
}
