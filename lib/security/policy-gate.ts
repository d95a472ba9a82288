import type { SiteConfig } from '@/lib/config/types'
import {
  sourcesOf,
  THIRD_PARTY_SERVICES,
  type CspDirective,
  type ThirdPartyService
} from '@/lib/integrations/services'
import { log } from '@/lib/log'
import { safeCodeUrl } from '@/lib/body/safe-url'

const DIRECTIVES: readonly CspDirective[] = [
  'script-src',
  'style-src',
  'frame-src',
  'connect-src',
  'form-action'
]
const CUSTOM_CODE = { CUSTOM_EXTERNAL_JS: 'script-src', CUSTOM_EXTERNAL_CSS: 'style-src' } as const

/** A policy's sources per directive. */
export function parsePolicy(policy: string): Map<string, Set<string>> {
  return new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => !!name)
      .map(([name, ...sources]) => [name!, new Set(sources)])
  )
}

type Policy = ReturnType<typeof parsePolicy>

const admits = (policy: Policy, directive: string, source: string) => {
  const sources = policy.get(directive)
  return (
    !!sources && (sources.has(source) || (sources.has('https:') && source.startsWith('https:')))
  )
}

const admitsService = (policy: Policy, service: ThirdPartyService, config: SiteConfig) =>
  DIRECTIVES.every((directive) =>
    sourcesOf(service, directive, config).every((source) => admits(policy, directive, source))
  )

const POLICY_FIXED =
  "this server's Content-Security-Policy was fixed when it was built, from the file config and the environment"

/**
 * A server's policy is compiled into its build when `next build` starts, before the workspace
 * is read (next.config.ts); its pages are regenerated later with the Notion Config table, or run
 * with another environment. A service those settings switch on that the policy does not admit
 * would be blocked in every visitor's browser: it stays off instead, and the log says why. Each
 * custom script or stylesheet the policy does not admit is left out the same way. `policy`: the
 * build's (empty for an export, whose headers are made from its pages' own settings).
 */
export function withinPolicy(config: SiteConfig, policy: string | undefined): SiteConfig {
  if (!policy) return config
  const admitted = parsePolicy(policy)
  let result = config
  for (const service of THIRD_PARTY_SERVICES) {
    if (!service.on(result) || admitsService(admitted, service, result)) continue
    log.warnOnce(
      `policy:${service.name}`,
      `${service.name} is switched on, but ${POLICY_FIXED}, and does not admit it: it stays off. Set its settings there and rebuild.`
    )
    result = { ...result, ...service.off }
  }
  for (const [key, directive] of Object.entries(CUSTOM_CODE) as [
    keyof typeof CUSTOM_CODE,
    string
  ][]) {
    const kept = result[key].filter((url) => {
      const safe = safeCodeUrl(url)
      if (!safe || safe.startsWith('/') || admits(admitted, directive, new URL(safe).origin))
        return true
      log.warnOnce(
        `policy:${key}:${url}`,
        `${key} ${url} is left out: ${POLICY_FIXED}, and does not admit it. Set it there and rebuild.`
      )
      return false
    })
    if (kept.length !== result[key].length) result = { ...result, [key]: kept }
  }
  return result
}
