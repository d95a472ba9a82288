import { once } from 'node:events'
import net, { type AddressInfo } from 'node:net'

async function tryPort(wanted: number): Promise<number | null> {
  const server = net.createServer()
  server.listen(wanted, '127.0.0.1')
  const ok = await Promise.race([
    once(server, 'listening').then(() => true),
    once(server, 'error').then(() => false)
  ])
  if (!ok) return null
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

/**
 * A free port on 127.0.0.1: any, or the first free one of `range` (`6390-6399`) when given, for
 * machines where each user keeps to a range. Ports in `taken` are skipped.
 */
export async function freePort(range = '', taken: readonly number[] = []): Promise<number> {
  const bounds = /^(\d+)-(\d+)$/.exec(range)
  if (!bounds) {
    for (;;) {
      const port = (await tryPort(0)) ?? 0
      if (!taken.includes(port)) return port
    }
  }
  for (let port = Number(bounds[1]); port <= Number(bounds[2]); port++) {
    if (!taken.includes(port) && (await tryPort(port)) !== null) return port
  }
  throw new Error(`no free port in ${range}`)
}
