import { afterEach } from 'vitest'
import { loadConfig, publicConfigOf } from '../../../lib/config/load-config'
import type { PublicConfig } from '../../../lib/config/types'
import { setLogSink } from '../../../lib/log'

/** The public config of a build with only these environment variables. */
export const configWith = (env: Record<string, string> = {}): PublicConfig =>
  publicConfigOf(loadConfig({ env }).config)

/** Collects warnings for the current test. */
export function collectWarnings(): string[] {
  const warnings: string[] = []
  const restore = setLogSink((level, message) => {
    if (level === 'warn') warnings.push(message)
  })
  afterEach(restore)
  return warnings
}
