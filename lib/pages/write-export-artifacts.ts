import path from 'node:path'
import { otherLanguageSites } from '@/lib/pages/language-sites'
import type { SiteData } from '@/lib/content/site-types'
import { log } from '@/lib/log'
import { themeDataArtifacts } from '@/lib/pages/theme-data'
import { searchArtifacts } from '@/lib/search/search-index-file'
import type { BodyHtml } from '@/lib/seo/feed-body'
import { securityArtifacts } from '@/lib/security/export-headers'
import { seoArtifacts } from '@/lib/pages/seo-documents'
import {
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
 * Writes a static export's files besides its pages into `outDir` (out/, exportDirOf), from the site the pages
 * were built from; returns their paths. Run by `scripts/postbuild-export.ts` after `next build`,
 * for EXPORT=true only: a server, `next dev` and server builds serve the same documents from API
 * routes. `bodyHtml` renders post bodies for the feeds.
 */
export async function writeExportArtifacts(
  data: SiteData,
  bodyHtml: BodyHtml,
  outDir: string
): Promise<string[]> {
  if (!data.config.EXPORT) return []
  // Each language site carries its own feeds, search index and theme data.
  const sites = [data, ...(await otherLanguageSites(data))]
  const made = sites.flatMap((site) => producers(bodyHtml).map((produce) => produce(site)))
  const headers = securityArtifacts(sites.map((site) => site.config))
  const artifacts = [...(await Promise.all(made)).flat(), ...headers]
  await Promise.all(artifacts.map((a) => writeExportArtifact(a.path, a.bytes, outDir)))
  const paths = artifacts.map((a) => a.path).sort()
  const where = path.relative(process.cwd(), outDir) || '.'
  log.info(`export: wrote ${artifacts.length} files into ${where}/ (${summarisePaths(paths)})`)
  return paths
}
