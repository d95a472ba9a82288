import { headerOf, type HeaderBag } from '@/lib/security/request-headers'

/**
 * Whether a request comes from a page of this site: the browser's `Sec-Fetch-Site` says
 * same-origin or, from a browser without it, `Origin` names the host the request was sent to
 * (`X-Forwarded-Host` behind a proxy). A request with neither is refused. A page of another
 * site can set none of these, so its hidden forms and scripts are refused.
 */
export function isSameOrigin(headers: HeaderBag): boolean {
  const site = headerOf(headers, 'sec-fetch-site')
  if (site) return site === 'same-origin'
  const origin = headerOf(headers, 'origin')
  if (!origin) return false
  let from: string
  try {
    from = new URL(origin).host.toLowerCase()
  } catch {
    return false
  }
  const hosts = [headerOf(headers, 'x-forwarded-host').split(',')[0], headerOf(headers, 'host')]
  return hosts.some((host) => !!host && host.trim().toLowerCase() === from)
}
