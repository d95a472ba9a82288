import { headerOf, type HeaderBag } from '@/lib/security/request-headers'

const HEADER_NAME = /^[a-z0-9-]{1,64}$/i

/**
 * Who a request comes from, for rate limits: the last address in `header` when one is named
 * (what the proxy in front of the server appended; earlier entries are the client's own say),
 * else the connection's address.
 */
export function clientAddressOf(
  request: { headers: HeaderBag; socket?: { remoteAddress?: string | undefined } | null },
  header: string
): string {
  const named = HEADER_NAME.test(header) ? headerOf(request.headers, header) : ''
  const last = named.split(',').pop()?.trim()
  return last || request.socket?.remoteAddress || 'unknown'
}
