import { once } from 'node:events'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { OfficialStore } from './official-store'

export const MOCK_TOKEN = 'secret_mock-integration'

export interface OfficialRequest {
  method: string
  path: string
  status?: number
}

export interface OfficialFault {
  /** Matches a request whose path contains this. */
  path: string
  method?: string
  status: number
  retryAfter?: number
  /** How many matching requests fail; default all. */
  times?: number
}

export interface OfficialMock {
  /** Base URL for the client: http://127.0.0.1:<port>/v1 */
  url: string
  store: OfficialStore
  requests: OfficialRequest[]
  faults: OfficialFault[]
  close(): Promise<void>
}

/** Error codes the API reference gives for each status. */
const CODES: Record<number, string> = {
  400: 'validation_error',
  401: 'unauthorized',
  403: 'restricted_resource',
  404: 'object_not_found',
  429: 'rate_limited',
  500: 'internal_server_error',
  502: 'bad_gateway',
  503: 'service_unavailable'
}

type Reply = { status: number; json: unknown; headers?: Record<string, string> }

const error = (status: number, message: string, headers?: Record<string, string>): Reply => ({
  status,
  json: { object: 'error', status, code: CODES[status] ?? 'error', message },
  ...(headers ? { headers } : {})
})

/** One page of a list, as the API paginates: at most 100 items, a cursor to the next. */
function listOf<T>(items: T[], size: unknown, cursor: unknown, idOf: (item: T) => string): Reply {
  const pageSize = Math.min(100, Math.max(1, Number(size) || 100))
  const start =
    typeof cursor === 'string' && cursor ? items.findIndex((item) => idOf(item) === cursor) : 0
  if (start < 0) return error(400, 'start_cursor is not a valid cursor')
  const results = items.slice(start, start + pageSize)
  const next = items[start + pageSize]
  return {
    status: 200,
    json: {
      object: 'list',
      results,
      next_cursor: next ? idOf(next) : null,
      has_more: Boolean(next),
      type: 'block'
    }
  }
}

function route(
  store: OfficialStore,
  method: string,
  url: URL,
  body: Record<string, unknown>
): Reply {
  const parts = url.pathname.split('/').filter(Boolean).map(decodeURIComponent)
  const [, kind, id, sub] = parts
  const missing = () => error(404, `Could not find ${kind} with ID: ${id}.`)
  if (method === 'GET' && kind === 'databases' && id && !sub) {
    const database = store.databases.get(id)
    return database ? { status: 200, json: database } : missing()
  }
  if (method === 'GET' && kind === 'data_sources' && id && !sub) {
    const source = store.dataSources.get(id)
    return source ? { status: 200, json: source.source } : missing()
  }
  if (method === 'POST' && kind === 'data_sources' && id && sub === 'query') {
    const source = store.dataSources.get(id)
    if (!source) return missing()
    const rows = source.rows.flatMap((rowId) => {
      const page = store.pages.get(rowId)
      return page ? [page] : []
    })
    return listOf(rows, body.page_size, body.start_cursor, (page) => page.id)
  }
  if (method === 'GET' && kind === 'blocks' && id && sub === 'children') {
    const children = store.children.get(id)
    if (!children) return missing()
    const blocks = children.flatMap((childId) => {
      const block = store.blocks.get(childId)
      return block ? [block] : []
    })
    return listOf(
      blocks,
      url.searchParams.get('page_size'),
      url.searchParams.get('start_cursor'),
      (b) => b.id
    )
  }
  if (method === 'GET' && kind === 'blocks' && id && !sub) {
    const block = store.blocks.get(id)
    return block ? { status: 200, json: block } : missing()
  }
  if (method === 'GET' && kind === 'pages' && id && !sub) {
    const page = store.pages.get(id)
    return page ? { status: 200, json: page } : missing()
  }
  return error(400, `Invalid request URL: ${method} ${url.pathname}`)
}

/** A loopback official API over a store, with a request log and faults. */
export async function startOfficialMock(store: OfficialStore): Promise<OfficialMock> {
  const requests: OfficialRequest[] = []
  const faults: OfficialFault[] = []
  const server = http.createServer((req, res) => {
    let raw = ''
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://mock')
      const method = req.method ?? 'GET'
      const logged: OfficialRequest = { method, path: url.pathname + url.search }
      requests.push(logged)
      let body: Record<string, unknown> = {}
      try {
        body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {}
      } catch {
        body = {}
      }
      const fault = faults.find(
        (f) =>
          url.pathname.includes(f.path) && (!f.method || f.method === method) && (f.times ?? 1) > 0
      )
      if (fault?.times !== undefined) fault.times--
      const reply =
        req.headers.authorization !== `Bearer ${MOCK_TOKEN}`
          ? error(401, 'API token is invalid.')
          : req.headers['notion-version'] !== '2025-09-03'
            ? error(400, 'Notion-Version header is missing or unsupported.')
            : fault
              ? error(
                  fault.status,
                  `fault ${fault.status}`,
                  fault.retryAfter !== undefined
                    ? { 'retry-after': String(fault.retryAfter) }
                    : undefined
                )
              : route(store, method, url, body)
      logged.status = reply.status
      res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers })
      res.end(JSON.stringify(reply.json))
    })
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/v1`,
    store,
    requests,
    faults,
    close: () => new Promise((resolve) => server.close(() => resolve()))
  }
}
