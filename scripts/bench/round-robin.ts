/**
 * A small load balancer for the bench: each request goes to the next of `ports` in turn. A server
 * that refuses a connection is dropped and the request retried on the next one, as a reverse
 * proxy's passive health check does (Caddy's `lb_try_duration`, nginx's `proxy_next_upstream`):
 * visitors never see an instance die, only the ones still up.
 */
import http from 'node:http'
import { once } from 'node:events'
import type { AddressInfo } from 'node:net'

export interface RoundRobin {
  url: string
  /** Servers dropped after refusing a connection. */
  dropped: number[]
  close(): Promise<void>
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 })

export async function startRoundRobin(ports: readonly number[], port = 0): Promise<RoundRobin> {
  const live = [...ports]
  const dropped: number[] = []
  let next = 0
  const forward = (req: http.IncomingMessage, res: http.ServerResponse, tries: number) => {
    if (live.length === 0) {
      res.writeHead(502).end()
      return
    }
    const target = live[next++ % live.length] ?? 0
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: target,
        path: req.url,
        method: req.method,
        headers: req.headers,
        agent
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      }
    )
    upstream.on('error', () => {
      if (res.headersSent) return void res.destroy()
      const at = live.indexOf(target)
      if (at >= 0) {
        live.splice(at, 1)
        dropped.push(target)
      }
      if (tries < ports.length) forward(req, res, tries + 1)
      else res.writeHead(502).end()
    })
    upstream.end()
  }
  // GET and HEAD only: a request with a body could not be sent again.
  const server = http.createServer((req, res) => forward(req, res, 1))
  server.listen(port, '127.0.0.1')
  await once(server, 'listening')
  const { port: bound } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${bound}`,
    dropped,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
  }
}
