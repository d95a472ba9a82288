import type { ExportArtifact } from '@/lib/build/export-artifacts'
import type { SiteConfig } from '@/lib/config/types'
import { headersFile, vercelJson } from '@/lib/security/headers'

/**
 * The export's `_headers` and `vercel.json`, from the settings its pages were built with: the
 * file config, the environment and every language site's Notion Config table. An export is never
 * regenerated, so the services its pages load are exactly those these settings switch on.
 */
export function securityArtifacts(configs: readonly SiteConfig[]): ExportArtifact[] {
  return [
    { path: '_headers', bytes: headersFile(configs) },
    { path: 'vercel.json', bytes: vercelJson(configs) }
  ]
}
