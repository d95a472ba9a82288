import { otherLanguageSites } from '@/lib/pages/language-sites'
import type { SiteData } from '@/lib/content/site-types'
import { log } from '@/lib/log'
import { themeDataArtifacts } from '@/lib/pages/theme-data'
import { searchArtifacts } from '@/lib/search/search-index-file'
import type { BodyHtml } from '@/lib/seo/feed-body'
import { securityArtifacts } from '@/lib/security/export-headers'
import { seoArtifacts } from '@/lib/pages/seo-documents'
import {
  EXPORT_ARTIFACTS_DIR,
  summarisePaths,
  writeExportArtifact,
  type ExportArtifact
} from '@/lib/build/export-artifacts'

/** What an export carries besides its pages; each producer adds its files here. */
const producers = (bodyHtml: BodyHtml): ((data: SiteData) => Promise<ExportArtifact[]>)[] => [
  (data) => seoArtifacts(data, bodyHtml),
  searchArtifacts,
  themeDataArtifacts
]

/**
 * Called from a page that every build renders (pages/404.tsx). Only a static export's
 * `next build` writes: a server, `next dev` and server builds serve the same documents from API
 * routes, and must never write here (two builds or requests at once would race). `bodyHtml`
 * renders post bodies for the feeds.
 */
export async function writeExportArtifacts(
  data: SiteData,
  bodyHtml: BodyHtml,
  dir = EXPORT_ARTIFACTS_DIR
): Promise<void> {
  if (!data.config.EXPORT || process.env.NEXT_PHASE !== 'phase-production-build') return
  // Each language site carries its own feeds, search index and theme data.
  const sites = [data, ...(await otherLanguageSites(data))]
  const made = sites.flatMap((site) => producers(bodyHtml).map((produce) => produce(site)))
  const headers = securityArtifacts(sites.map((site) => site.config))
  const artifacts = [...(await Promise.all(made)).flat(), ...headers]
  await Promise.all(artifacts.map((a) => writeExportArtifact(a.path, a.bytes, dir)))
  const paths = summarisePaths(artifacts.map((a) => a.path))
  log.info(`export: wrote ${artifacts.length} files for out/ (${paths})`)
}
